/**
 * Text as SVG paths in a font the project ships (Inter, SIL Open Font License, from the
 * `@fontsource/inter` package): a card looks the same on every machine, whatever fonts the
 * system has, and librsvg draws no text of its own. Each character takes the first subset that
 * has it (Latin, Latin Extended, Cyrillic, Greek, Vietnamese); one none has is the font's
 * missing-glyph box. Glyphs are placed one by one by their advance widths: opentype.js's shaper
 * stops on Inter's contextual substitutions, and a title needs no ligatures.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import opentype, { type Font, type Glyph } from "opentype.js";

const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "vietnamese"];

let fonts: Font[] | undefined;

/** The bold Inter subsets, read once per thread. */
function loadFonts(): Font[] {
  if (fonts) return fonts;
  // The package exports its LICENSE; its font files sit in `files/` beside it.
  const license = fileURLToPath(import.meta.resolve("@fontsource/inter/LICENSE"));
  const dir = path.join(path.dirname(license), "files");
  fonts = SUBSETS.map((subset) => {
    const data = readFileSync(path.join(dir, `inter-${subset}-700-normal.woff`));
    const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    return opentype.parse(bytes);
  });
  return fonts;
}

interface Placed {
  glyph: Glyph;
  scale: number;
  advance: number;
  /** The outline in font units (y down), made once per thread when first drawn. */
  outline?: string;
}

/** Each character's glyph, looked up once per thread (a title is drawn at three sizes). */
const placed = new Map<string, Placed>();

function glyphFor(char: string): Placed {
  let known = placed.get(char);
  if (!known) {
    known = lookUp(char);
    if (placed.size < 10_000) placed.set(char, known);
  }
  return known;
}

function lookUp(char: string): Placed {
  const all = loadFonts();
  const font = all.find((candidate) => candidate.charToGlyph(char).index > 0) ?? all[0];
  if (!font) throw new Error("Inter could not be loaded");
  const glyph = font.charToGlyph(char);
  const scale = 1 / font.unitsPerEm;
  return { glyph, scale, advance: (glyph.advanceWidth ?? 0) * scale };
}

/** The width of `text` at `size` pixels. */
export function measure(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += glyphFor(char).advance * size;
  return width;
}

/**
 * SVG that draws text with each glyph's outline written once: `defs` gets a `<path>` per glyph
 * (in font units, cached per character for the thread), and each line is `<use>` elements placing
 * them. A title's 60 glyphs, often repeated, then cost a few short strings, not 40 KB of path
 * data formatted again for every card (decision 067).
 */
export function createGlyphSheet(): {
  line(text: string, x: number, y: number, size: number): string;
  defs(): string;
} {
  const ids = new Map<string, string>();
  const defs: string[] = [];
  const idOf = (char: string, placed: Placed) => {
    let id = ids.get(char);
    if (id === undefined) {
      id = `g${ids.size}`;
      ids.set(char, id);
      placed.outline ??= placed.glyph.getPath(0, 0, 1 / placed.scale).toPathData(0);
      defs.push(`<path id="${id}" d="${placed.outline}"/>`);
    }
    return id;
  };
  return {
    line(text, x, y, size) {
      const uses: string[] = [];
      let cursor = x;
      for (const char of text) {
        const placed = glyphFor(char);
        if (char.trim() !== "") {
          const at = `${round(cursor)} ${round(y)}`;
          uses.push(
            `<use href="#${idOf(char, placed)}" transform="translate(${at}) scale(${round(size * placed.scale, 5)})"/>`,
          );
        }
        cursor += placed.advance * size;
      }
      return uses.join("");
    },
    defs: () => defs.join(""),
  };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * `text` broken into lines at most `width` wide, at spaces where it can, inside a word where a
 * word alone is wider; past `maxLines` the last line ends with an ellipsis. Undefined when it
 * needs more lines and `truncate` is false (the caller tries a smaller size first).
 */
export function wrap(
  text: string,
  size: number,
  width: number,
  maxLines: number,
  truncate: boolean,
): string[] | undefined {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of word) {
      if (line && measure(line + char, size) > width) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  if (!truncate) return undefined;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last && measure(`${last}…`, size) > width) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}
