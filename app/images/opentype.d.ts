/** The part of opentype.js (which ships no types) that card-text.server.ts uses. */
declare module "opentype.js" {
  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { toPathData(decimals: number): string };
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
  }
  const opentype: { parse(data: ArrayBuffer): Font };
  export default opentype;
}
