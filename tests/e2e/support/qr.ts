// Reads a QR code the way a phone does: from pixels of a Chromium screenshot, decoded by jsQR.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';

/** The text encoded in the QR code shown by `locator`, or null when nothing scannable is there. */
export async function scanQr(locator: Locator): Promise<string | null> {
  const png = PNG.sync.read(await locator.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return code?.data ?? null;
}
