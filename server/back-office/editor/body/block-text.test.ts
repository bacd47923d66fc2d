import { expect, test } from "vitest";
import { insertProduct, productsComponent } from "#server/back-office/editor/blocks.ts";
import {
  goLinkComponent,
  insertFaq,
  metaComponent,
} from "#server/back-office/editor/text-blocks.ts";
import { findAgain, findBlockAt, placeBlock } from "./block-text.ts";

const products = productsComponent(["namecheap"]);
const components = [products, insertProduct, insertFaq, goLinkComponent(["namecheap"])];
const block = '<!-- PRODUCTS\nSTART PRODUCT\ntitle="A" link="go:namecheap"\nEND PRODUCT\n-->';
const text = `Intro.\n\n${block}\n\nSee [the offer](go:namecheap) now.\n<!-- INSERT PRODUCT 1 -->\n`;

test("the block holding the cursor is found and read into its form; text outside blocks is none", () => {
  const inside = text.indexOf("title=");
  const found = findBlockAt(text, inside, components);
  expect(found?.component.id).toBe("products");
  expect(text.slice(found?.start, found?.end)).toBe(block);
  expect(found?.data).toEqual({ products: [{ title: "A", goLink: "go:namecheap" }] });
  expect(findBlockAt(text, text.indexOf("the offer"), components)?.data).toEqual({
    text: "the offer",
    link: "go:namecheap",
  });
  expect(findBlockAt(text, text.indexOf("INSERT"), components)?.data).toEqual({ number: 1 });
  expect(findBlockAt(text, 2, components)).toBeUndefined();
});

test("a block goes on lines of its own, an inline link inside its line; the cursor ends after it", () => {
  expect(placeBlock("ab", "<!-- INSERT FAQ -->", 1, 1, true)).toEqual({
    text: "a\n<!-- INSERT FAQ -->\nb",
    cursor: 22,
  });
  expect(placeBlock("x\n\n", "<!-- INSERT FAQ -->", 3, 3, true).text).toBe(
    "x\n\n<!-- INSERT FAQ -->\n",
  );
  expect(placeBlock("see it", "[it](go:a)", 4, 6, false)).toEqual({
    text: "see [it](go:a)",
    cursor: 14,
  });
});

test("a block read from the text and written back unchanged leaves the text as it was", () => {
  const found = findBlockAt(text, text.indexOf("END PRODUCT"), components)!;
  const again = found.component.toBlock(found.data);
  expect(placeBlock(text, again, found.start, found.end, true).text).toBe(
    text.replace(
      block,
      '<!-- PRODUCTS\nSTART PRODUCT\ntitle="A"\nlink="go:namecheap"\nEND PRODUCT\n-->',
    ),
  );
});

test("a block typed around while its form was open is found again; one typed into is not", () => {
  const start = text.indexOf(block);
  const end = start + block.length;
  expect(findAgain(text, start, end, block)).toBe(start);
  expect(findAgain(`More. ${text}`, start, end, block)).toBe(start + 6);
  expect(findAgain(text.replace('title="A"', 'title="B"'), start, end, block)).toBe(-1);
});

test("a meta block its form cannot hold is found but not read into the form: it stays text", () => {
  const text = '# T\n\n<!-- META\n{ "title": "T", "robots": "noindex" }\n-->\n\nText.\n';
  const found = findBlockAt(text, text.indexOf("robots"), [metaComponent]);
  expect(found?.unreadable).toBe("the form has no field for robots");
  expect(found?.data).toEqual({});
});
