import { expect, test } from "vitest";
import { decodeEntities } from "#app/markdown/index.ts";
import { EXCERPT_ENTITIES, splitExcerpt } from "./search-hits.ts";

test("search excerpts decode each reference as the site's one entity table does", () => {
  for (const name of Object.keys(EXCERPT_ENTITIES)) {
    const reference = `a &${name}; b`;
    expect(splitExcerpt(reference), name).toEqual([
      { text: decodeEntities(reference), marked: false },
    ]);
  }
});
