/**
 * The back office's forms hold every field the schemas define: a key a schema gains (the
 * manifest entry's, site.json's, a links.json entry's, a product's attribute) or a status the
 * manifest gains fails here until its form asks for it.
 */
import { expect, test } from "vitest";
import { parse } from "yaml";
import { LINK_KEY_NAMES } from "#app/affiliate/index.ts";
import { PRODUCT_ATTRIBUTES } from "#app/analysis/index.ts";
import { ENTRY_STATUSES, ManifestEntrySchema, SITE_KEY_NAMES } from "#app/content/index.ts";
import { productsComponent } from "#server/back-office/editor/blocks.ts";
import { cmsConfigYaml } from "./cms-config.ts";

interface Field {
  name: string;
  options?: ({ value: string } | number)[];
  fields?: Field[];
}
interface Collection {
  name: string;
  folder?: string;
  fields?: Field[];
  files?: { name: string; fields: Field[] }[];
}

const config = parse(cmsConfigYaml()) as { collections: Collection[] };
const names = (fields: readonly Field[] | undefined) => (fields ?? []).map((field) => field.name);
const settings = config.collections.find((collection) => collection.name === "settings");
const settingsFile = (name: string) => settings?.files?.find((file) => file.name === name);

test("each manifest collection asks for every key of a manifest entry, and its text", () => {
  const keys = Object.keys(ManifestEntrySchema.entries);
  const manifestCollections = config.collections.filter((c) =>
    ["posts", "reviews", "faq", "pages"].includes(c.name),
  );
  expect(manifestCollections).toHaveLength(4);
  for (const collection of manifestCollections) {
    expect(names(collection.fields)).toEqual([...keys, "body"]);
  }
});

test("the status choices are the manifest's statuses", () => {
  for (const collection of config.collections.filter((c) => c.folder !== undefined)) {
    const status = collection.fields?.find((field) => field.name === "status");
    if (collection.name === "categories") continue;
    const values = status?.options?.map((option) =>
      typeof option === "number" ? option : option.value,
    );
    expect(values).toEqual([...ENTRY_STATUSES]);
  }
});

test("the site.json form asks for every key site.json may hold", () => {
  expect(names(settingsFile("site")?.fields)).toEqual([...SITE_KEY_NAMES]);
  expect(SITE_KEY_NAMES).toContain("contactEmail");
});

test("the links.json form asks for every key a link may hold", () => {
  const items = settingsFile("links")?.fields.find((field) => field.name === "items");
  expect(names(items?.fields)).toEqual([...LINK_KEY_NAMES]);
  expect(LINK_KEY_NAMES).toContain("values");
});

test("the products block's form asks for every attribute a product may have", () => {
  const products = productsComponent([]).fields[0] as unknown as Field;
  const asked = names(products.fields).map((name) => (name === "goLink" ? "link" : name));
  expect([...new Set(asked)]).toEqual([...PRODUCT_ATTRIBUTES]);
});
