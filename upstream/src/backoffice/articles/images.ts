// Pictures editors put into articles and topics (docs/decisions/0122). Whatever arrives is decoded by
// sharp (libvips) and re-encoded: a file that does not decode as a JPEG, PNG or WebP is refused, an SVG
// always (it is a document that can carry script), and the output carries no metadata (sharp writes none
// unless asked: no EXIF location, camera or author), turned upright by its orientation first. Stored in
// media_upload under the hash of the output, served at /media/u/<hash>.<ext> (routes/uploads.ts).
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { Queryable } from '../../db/database';

/** Largest file accepted, before decoding. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Larger pictures are scaled down to fit this square (no page shows them wider). */
export const UPLOAD_MAX_SIDE = 2000;
/** Refused before decoding: more pixels than this is a decompression bomb, not a photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export const imageMessages = {
  empty: '请选择图片',
  tooLarge: `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  svg: '不支持 SVG 图片，请上传 JPG、PNG 或 WebP',
  notImage: '文件不是有效的图片（支持 JPG、PNG、WebP）',
} as const;

export class ImageRefused extends Error {}

const FORMATS = { jpeg: { type: 'image/jpeg', ext: 'jpg' }, png: { type: 'image/png', ext: 'png' }, webp: { type: 'image/webp', ext: 'webp' } } as const;
type Format = keyof typeof FORMATS;
export const EXT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface CheckedImage {
  id: string;
  ext: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The picture decoded, checked and re-encoded without metadata, or ImageRefused with a Chinese message. */
export async function checkImage(input: Buffer): Promise<CheckedImage> {
  if (input.length === 0) throw new ImageRefused(imageMessages.empty);
  if (input.length > UPLOAD_MAX_BYTES) throw new ImageRefused(imageMessages.tooLarge);
  // Refuse SVG by its text too: libvips may be built without an SVG loader, and then it is just "not an image".
  const head = input.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg')) throw new ImageRefused(imageMessages.svg);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new ImageRefused(imageMessages.notImage);
  }
  if (format === 'svg') throw new ImageRefused(imageMessages.svg);
  if (!format || !(format in FORMATS)) throw new ImageRefused(imageMessages.notImage);
  const f = format as Format;
  let out: { data: Buffer; info: OutputInfo };
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than half-drawn.
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = f === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : f === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 85 });
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused(imageMessages.notImage);
  }
  const id = createHash('sha256').update(out.data).digest('hex').slice(0, 32);
  return { id, ext: FORMATS[f].ext, contentType: FORMATS[f].type, bytes: out.data, width: out.info.width, height: out.info.height };
}

/** Stores a checked picture (once per content) and answers its public address. */
export async function storeImage(q: Queryable, img: CheckedImage, accountId: number, at: number): Promise<string> {
  await q.query(
    `insert into media_upload (id, content_type, bytes, width, height, account_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (id) do nothing`,
    [img.id, img.contentType, img.bytes, img.width, img.height, accountId, new Date(at)],
  );
  return `/media/u/${img.id}.${img.ext}`;
}
