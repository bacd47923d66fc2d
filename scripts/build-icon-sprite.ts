/** `npm run icons`: regenerates app/icons/sprite.svg from app/icons/icon-set.ts. */
import { writeFileSync } from "node:fs";
import { ICON_SET } from "#app/icons/icon-set.ts";
import { renderSprite } from "#app/icons/render-sprite.ts";

writeFileSync("app/icons/sprite.svg", renderSprite(ICON_SET));
console.log(`Wrote app/icons/sprite.svg (${Object.keys(ICON_SET).length} icons)`);
