import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db/database';
import { hashSecret, randomToken, secretMatches } from './hashing';

export interface IssuedCaptcha {
  id: string;
  svg: string;
  answer: string;
}

/**
 * The characters a captcha draws from, in svg-captcha's font, none a person could take for another once
 * case is ignored: no 0 o O, 1 i I l L j J, 2 z, 5 s S, 6 G (like b), 8 B, 9 g q, nor the lower-case t that
 * looks like f.
 */
export const CAPTCHA_CHARS = 'abcdefhkmnpruvwxyACDEFHKMNPRTUVWXYZ347';
/** The size the forms show it at (web/src/components/enquiry/EnquiryForm.tsx, web/src/mobile/mobile.css). */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/**
 * svg-captcha's font at 48 px: the glyphs of CAPTCHA_CHARS span y 9.4–43.7 of its 40 px (at its default 56,
 * 7.6–47.7, more than the image), so the view starts 6.5 px lower to centre them.
 */
const FONT_SIZE = 48;
const GLYPH_SHIFT = 6.5;
/** A mid grey (lightness 70%): see drawCaptcha. */
const GLYPH_COLOUR_BASE = '#b3b3b3';
/** Pixels per CSS pixel of the raster: sharp on 2× screens, about 10 KB and 1.5 ms of CPU a captcha. */
const RASTER_SCALE = 2;

/**
 * A new image: svg-captcha's glyphs and noise, rasterised here (resvg) and sent as an SVG that holds only
 * that PNG. svg-captcha's own SVG carries each character as a vector outline of a known font, which a
 * 20-line matcher reads every time; a raster leaves an attacker the pixels a person sees, which a stock OCR
 * does not read (docs/decisions/0106; upstream/src/enquiry/captcha-ocr.test.ts).
 */
export function drawCaptcha(): { svg: string; answer: string } {
  const c = svgCaptcha.create({
    size: 4,
    noise: 3,
    color: true,
    // Against this background svg-captcha picks glyph colours at lightness 25–45% (against white, 55–75%:
    // pale yellows and greens a person misreads); its noise lines stay pale. The background is dropped below.
    background: GLYPH_COLOUR_BASE,
    fontSize: FONT_SIZE,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    charPreset: CAPTCHA_CHARS,
  });
  // Its own layout sets the glyphs low (descenders cut off at the bottom edge): the view moves down instead.
  const data = c.data.replace(/<rect [^>]*\/>/, '').replace(`viewBox="0,0,${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}"`, `viewBox="0,${GLYPH_SHIFT},${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}"`);
  // No system fonts: the glyphs are paths already, and loading the fonts costs ~6 ms per image.
  const png = new Resvg(data, { fitTo: { mode: 'zoom', value: RASTER_SCALE }, font: { loadSystemFonts: false } }).render().asPng();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<image width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/></svg>`;
  return { svg, answer: c.text.toLowerCase() };
}

/** A new image captcha for the session; it replaces every earlier one of that session. */
export async function issueCaptcha(db: Queryable, sessionId: string, now: number, ttlMs: number): Promise<IssuedCaptcha> {
  const { svg, answer } = drawCaptcha();
  await db.query('delete from captcha_challenge where session_id = $1', [sessionId]);
  const id = randomToken();
  await db.query('insert into captcha_challenge (id, session_id, answer_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    id,
    sessionId,
    hashSecret(answer),
    new Date(now),
    new Date(now + ttlMs),
  ]);
  return { id, svg, answer };
}

/** Drops captchas of sessions that never came back. */
export async function sweepCaptchas(db: Queryable, now: number): Promise<void> {
  await db.query('delete from captcha_challenge where expires_at < $1', [new Date(now)]);
}

/**
 * Consumes the session's current captcha, right or wrong (single use); its id when `answer` matched
 * it before it expired, else null. Case-insensitive.
 */
export async function consumeCaptcha(db: Queryable, sessionId: string, answer: string, now: number): Promise<string | null> {
  const [row] = await db.query<{ id: string; answer_hash: string; expires_at: Date | string }>(
    `update captcha_challenge set used_at = $2
      where id = (select id from captcha_challenge where session_id = $1 and used_at is null order by created_at desc limit 1)
        and used_at is null
      returning id, answer_hash, expires_at`,
    [sessionId, new Date(now)],
  );
  if (!row || new Date(row.expires_at).getTime() <= now) return null;
  return secretMatches(row.answer_hash, answer.trim().toLowerCase()) ? row.id : null;
}
