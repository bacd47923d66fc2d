/**
 * An icon from the site's SVG sprite (app/ui/icons/sprite.svg, Font Awesome drawings): one cached
 * request for every icon, no path data in the JavaScript, no icon font, no third-party host.
 */
import type { IconName } from "./icon-names.ts";
import spriteUrl from "./sprite.svg?url";

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
