import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ICON_NAMES } from "./icon-names.ts";
import { ICON_SET } from "./icon-set.ts";
import { renderSprite } from "./render-sprite.ts";

test("the committed sprite is what `npm run icons` generates from the icon set", () => {
  const committed = readFileSync(new URL("./sprite.svg", import.meta.url), "utf8");
  expect(committed).toBe(renderSprite(ICON_SET));
});

test("every registered icon name has a symbol in the sprite", () => {
  const sprite = renderSprite(ICON_SET);
  for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox=`);
});
