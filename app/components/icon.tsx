/**
 * A Font Awesome icon drawn as inline SVG from its definition: no icon font, no runtime library,
 * no request. Import each definition from its deep path so only the icons used are bundled.
 */

/** The part of a Font Awesome `IconDefinition` that drawing needs. */
export interface IconData {
  icon: readonly [width: number, height: number, aliases: unknown, unicode: unknown, path: string | readonly string[]];
}

export function Icon({ icon }: { icon: IconData }) {
  const [width, height, , , path] = icon.icon;
  const paths = typeof path === "string" ? [path] : path;
  return (
    <svg className="icon" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
    </svg>
  );
}
