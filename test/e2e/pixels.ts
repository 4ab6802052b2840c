/** Screenshots read as pixels, and WCAG contrast between two of them (heroImage.test.ts, focusRing.ts). */
import sharp from 'sharp';

/** WCAG's linear value of each 8-bit channel level, computed once (the checks read millions of pixels). */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const channel = (value: number) => LINEAR[value];

/** WCAG relative luminance of an [r, g, b] pixel. */
export const luminance = (p: readonly number[]): number => 0.2126 * channel(p[0]) + 0.7152 * channel(p[1]) + 0.0722 * channel(p[2]);

/** WCAG contrast ratio of two [r, g, b] pixels (1 to 21). */
export const contrast = (a: readonly number[], b: readonly number[]): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A screenshot's pixels, decoded: [r, g, b] by (x, y) relative to its top left. */
export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): number[];
}

export async function decode(png: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(x, y) {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

/** Screenshots read for their pixels: PNG, encoded fast (the same pixels, less of Chromium's CPU). */
export const PIXELS = { type: 'png', optimizeForSpeed: true } as const;
