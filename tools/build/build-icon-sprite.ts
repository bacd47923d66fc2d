/** `npm run icons`: regenerates app/ui/icons/sprite.svg from app/ui/icons/icon-set.ts. */
import { writeFileSync } from "node:fs";
import { ICON_SET, renderSprite } from "#app/ui/index.server.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("icons");

writeFileSync("app/ui/icons/sprite.svg", renderSprite(ICON_SET));
console.log(`Wrote app/ui/icons/sprite.svg (${Object.keys(ICON_SET).length} icons)`);
