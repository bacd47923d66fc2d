/** What Node code (the icon sprite script) may use of `app/ui/`: no components. */
export { ICON_SET } from "./icons/icon-set.ts";
export { renderSprite } from "./icons/render-sprite.ts";
export { ICON_NAMES } from "./icons/icon-names.ts";
