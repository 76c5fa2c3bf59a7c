import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** Chooses, in the file input `input`, a generated `width`×`height` PNG of one `background`. */
export async function choosePng(
  input: Locator,
  name: string,
  size: { width: number; height: number },
  background: { r: number; g: number; b: number },
): Promise<void> {
  const buffer = await sharp({ create: { ...size, channels: 3, background } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name, mimeType: 'image/png', buffer });
}
