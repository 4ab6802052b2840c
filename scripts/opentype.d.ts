// The part of opentype.js's API scripts/logo.ts uses (the package ships no types).
declare module 'opentype.js' {
  interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  interface Glyph {
    advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
