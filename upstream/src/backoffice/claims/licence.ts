// The business-licence picture of a claim (docs/decisions/0120). Accepted only when its first bytes say
// JPEG, PNG or WebP and sharp (libvips) decodes it as that same format; anything else — an SVG with or
// without script, HTML, a PDF, a truncated file — is refused. It is then re-encoded in its own format,
// which drops every metadata block (EXIF with GPS and camera, XMP, IPTC, comments, ICC profiles: sharp
// keeps none unless asked); the EXIF orientation is applied first so that the picture still stands
// upright. The stored bytes are the re-encoded ones; the upload as sent is never kept.
import sharp, { type Metadata } from 'sharp';
import { CLAIM_LICENCE_MAX_BYTES } from '@shangji/contract';
import { BackofficeRefusal } from '../principal';

export type LicenceMime = 'image/jpeg' | 'image/png' | 'image/webp';

export const licenceMessages = {
  empty: '请选择营业执照图片',
  tooLarge: `图片不能超过${CLAIM_LICENCE_MAX_BYTES / 1024 / 1024}MB`,
  notImage: '请上传 JPG、PNG 或 WebP 格式的营业执照图片',
  undecodable: '图片已损坏或无法识别，请重新拍摄后上传',
  tooSmall: '图片太小，无法看清营业执照，请上传更清晰的图片',
} as const;

/** The largest side kept; a bigger picture is scaled down (a licence is legible far below this). */
const MAX_SIDE = 4000;
/** Decoding bombs (a small file of a huge canvas) are refused before any pixel is allocated. */
const MAX_INPUT_PIXELS = 60_000_000;

/** The format the first bytes announce, or null. */
export function sniffImage(bytes: Uint8Array): LicenceMime | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const formatOf: Record<LicenceMime, 'jpeg' | 'png' | 'webp'> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export interface CleanLicence {
  mime: LicenceMime;
  width: number;
  height: number;
  data: Buffer;
}

/** Checks and re-encodes an uploaded picture; refuses (400, Chinese msg) anything else. */
export async function cleanLicence(upload: Uint8Array): Promise<CleanLicence> {
  if (upload.length === 0) throw new BackofficeRefusal(400, licenceMessages.empty);
  if (upload.length > CLAIM_LICENCE_MAX_BYTES) throw new BackofficeRefusal(400, licenceMessages.tooLarge);
  const mime = sniffImage(upload);
  if (!mime) throw new BackofficeRefusal(400, licenceMessages.notImage);
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  let meta: Metadata;
  try {
    meta = await sharp(upload, input).metadata();
  } catch {
    throw new BackofficeRefusal(400, licenceMessages.undecodable);
  }
  if (meta.format !== formatOf[mime] || !meta.width || !meta.height) throw new BackofficeRefusal(400, licenceMessages.undecodable);
  if (Math.min(meta.width, meta.height) < 200) throw new BackofficeRefusal(400, licenceMessages.tooSmall);
  try {
    // rotate() with no angle applies the EXIF orientation; no withMetadata(): nothing of the original's
    // metadata is written out. Decoding every pixel here is also what proves the file is a whole image.
    const pipeline = sharp(upload, input).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      mime === 'image/jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : mime === 'image/png' ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, data };
  } catch {
    throw new BackofficeRefusal(400, licenceMessages.undecodable);
  }
}
