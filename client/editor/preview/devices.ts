/**
 * The device preview's sizes (issue 27): a phone, a tablet and a desktop, in CSS pixels. The frame
 * is exactly this wide (the page inside lays itself out for it) and is scaled down to fit the editor's
 * window when the window is narrower.
 */
export const PREVIEW_DEVICES = [
  { id: 'phone', width: 390, height: 844 },
  { id: 'tablet', width: 768, height: 1024 },
  { id: 'desktop', width: 1440, height: 900 },
] as const;

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];
export type PreviewDeviceId = PreviewDevice['id'];

/** How much a frame `width` wide is shrunk to fit `available` pixels (never enlarged). */
export function previewScale(width: number, available: number): number {
  if (available <= 0) return 1;
  return Math.min(1, available / width);
}
