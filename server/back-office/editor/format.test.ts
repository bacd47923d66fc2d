import { expect, test } from "vitest";
import {
  readDocument,
  writeDocument,
  type EntryDocument,
} from "#server/back-office/proxy/document.ts";
import { fromFile, toFile } from "./format.ts";

const row = { type: "blog", status: "done", url: "/insights/x", title: "X", extra: 1 };
const text = "---\ntitle: X\n---\n\n# X\n\n<!-- INSERT PRODUCT -->\n";

test("a markdown entry's fields are its row's keys and body, and go back unchanged", () => {
  const document: EntryDocument = { kind: "markdown", opened: "abc", manifest: row, file: text };
  const fields = fromFile(writeDocument(document));
  expect(fields).toMatchObject({ ...row, body: text });
  expect(readDocument(toFile(fields, "markdown"))).toEqual(document);
});

test("a page outside the manifest keeps no row; a new entry has a row and opened null", () => {
  const page: EntryDocument = { kind: "markdown", opened: "v1", manifest: null, file: "# Home\n" };
  expect(readDocument(toFile(fromFile(writeDocument(page)), "markdown"))).toEqual(page);
  expect(readDocument(toFile({ ...row, body: text }, "markdown"))).toEqual({
    kind: "markdown",
    opened: null,
    manifest: row,
    file: text,
  });
  expect(readDocument(toFile({ body: "# Blogs\n" }, "text"))).toMatchObject({ manifest: null });
});

test("JSON files: an array is the form's items, an object its keys", () => {
  const links: EntryDocument = {
    kind: "json",
    opened: "v",
    json: [{ slug: "a", url: "https://a.test/" }],
  };
  expect(fromFile(writeDocument(links))).toMatchObject({ items: [{ slug: "a" }] });
  expect(readDocument(toFile(fromFile(writeDocument(links)), "json"))).toEqual(links);
  const site: EntryDocument = { kind: "json", opened: "v", json: { title: "T", nav: [] } };
  expect(readDocument(toFile(fromFile(writeDocument(site)), "json"))).toEqual(site);
});

test("a document that is not the envelope is refused with a reason", () => {
  expect(readDocument("---\ntitle: x\n---\n")).toEqual({
    error: expect.stringContaining("does not parse"),
  });
  expect(readDocument('{"kind":"markdown","opened":null,"manifest":[],"file":"x"}')).toEqual({
    error: expect.stringContaining("manifest"),
  });
  expect(() => fromFile("nope")).toThrow();
});

test("a link's countries are a list in the form and the same object in the file", () => {
  const countries = { GB: "https://a.test/uk", "DE AT CH": "https://a.test/de" };
  const links: EntryDocument = {
    kind: "json",
    opened: "v",
    json: [{ slug: "a", url: "https://a.test/", countries }],
  };
  const fields = fromFile(writeDocument(links));
  expect(fields.items).toEqual([
    {
      slug: "a",
      url: "https://a.test/",
      countries: [
        { codes: "GB", url: "https://a.test/uk" },
        { codes: "DE AT CH", url: "https://a.test/de" },
      ],
    },
  ]);
  expect(readDocument(toFile(fields, "json"))).toEqual(links);
});

test("a link's values are a list of names with a list of paths, and the same object in the file", () => {
  const values = { tag: { "/reviews/": "site-reviews-20", "*": "site-20" }, src: { "*": "x" } };
  const links: EntryDocument = {
    kind: "json",
    opened: "v",
    json: [{ slug: "a", url: "https://a.test/?tag={tag}", values }],
  };
  const fields = fromFile(writeDocument(links));
  expect(fields.items).toEqual([
    {
      slug: "a",
      url: "https://a.test/?tag={tag}",
      values: [
        {
          name: "tag",
          paths: [
            { path: "/reviews/", value: "site-reviews-20" },
            { path: "*", value: "site-20" },
          ],
        },
        { name: "src", paths: [{ path: "*", value: "x" }] },
      ],
    },
  ]);
  expect(readDocument(toFile(fields, "json"))).toEqual(links);
});

test("a row's publishAt goes back as it was; one the writer cleared leaves the row", () => {
  const scheduled = { ...row, publishAt: "2026-12-07T09:00:00+01:00" };
  const document: EntryDocument = {
    kind: "markdown",
    opened: "v",
    manifest: scheduled,
    file: text,
  };
  expect(readDocument(toFile(fromFile(writeDocument(document)), "markdown"))).toEqual(document);
  for (const cleared of ["", null]) {
    const fields = { ...fromFile(writeDocument(document)), publishAt: cleared };
    expect(readDocument(toFile(fields, "markdown"))).toEqual({ ...document, manifest: row });
  }
});
