// SMS economics (docs/decisions/0098), `BENCH_ONLY=sms npm run bench` or `npx tsx tests/bench/sms.ts`:
// what one proof of work costs a Node script and Chromium at the defaults (and, for comparison, what the
// old scheme cost a script that started at its published minimum counter), then how many SMS codes a
// minute one core buys from an in-process upstream (PGlite, small seed) with 256 addresses, each on a
// network of its own and all on one network. BENCH_SECONDS bounds each phase (default 10).
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { chromium } from 'playwright-core';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import { openPglite } from '../../upstream/src/db/pglite';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { CAPTCHA_CHARS, drawCaptcha } from '../../upstream/src/enquiry/captcha';
import { powChallenge, type PowSettings } from '../../upstream/src/enquiry/pow';
import { ocrReadRate, outlineMatcherReads, SVG_CAPTCHA_BEFORE_CHARS, svgCaptchaBefore, tesseractAvailable } from '../../upstream/src/test/ocr';
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';

const CHROMIUM = '/usr/bin/chromium';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const config = loadConfig({ NODE_ENV: 'development' });
const settings: PowSettings = { cost: config.POW_COST, attempts: config.POW_ATTEMPTS, maxFactor: config.POW_MAX_FACTOR, secret: 'bench-secret-of-enough-length' };

const parse = (b64: string) => JSON.parse(Buffer.from(b64, 'base64url').toString('utf8')) as Challenge;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** What solving cost: mean ms per proof, and ms per attempt (free of the counter's luck). */
interface Cost {
  ms: number;
  perAttempt: number;
  n: number;
}
const costOf = (runs: { ms: number; attempts: number }[]): Cost => ({
  ms: mean(runs.map((r) => r.ms)),
  perAttempt: runs.reduce((a, r) => a + r.ms, 0) / runs.reduce((a, r) => a + r.attempts, 0),
  n: runs.length,
});

/** What a Node script spends per proof, solving for about `budgetMs`. */
async function scriptCost(make: () => Promise<Challenge>, counterStart: number, budgetMs: number): Promise<Cost> {
  const runs: { ms: number; attempts: number }[] = [];
  const end = performance.now() + budgetMs;
  while (performance.now() < end || runs.length < 3) {
    const challenge = await make();
    const t = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey, counterStart });
    runs.push({ ms: performance.now() - t, attempts: solution!.counter - counterStart + 1 });
  }
  return costOf(runs);
}

/**
 * The loop of altcha-lib's solveChallenge with its WebCrypto deriveKey, as the form runs it
 * (web/src/components/enquiry/pow.ts); kept as text, so no bundler helper leaks into the page.
 */
const SOLVE_IN_PAGE = `async (c) => {
  const bytes = (h) => new Uint8Array(h.match(/../g).map((x) => parseInt(x, 16)));
  const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  const nonce = bytes(c.nonce);
  const salt = bytes(c.salt);
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const view = new DataView(password.buffer);
  const t = performance.now();
  for (let counter = 0; ; counter++) {
    view.setUint32(nonce.length, counter, false);
    const key = await crypto.subtle.importKey('raw', password, { name: 'PBKDF2' }, false, ['deriveBits']);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations: c.cost, hash: 'SHA-256' }, key, c.keyLength * 8));
    if (hex(bits).startsWith(c.keyPrefix)) return { ms: performance.now() - t, attempts: counter + 1 };
  }
}`;

/** Mean ms Chromium spends per proof, solving as the form does (WebCrypto PBKDF2, counters from 0). */
async function browserCost(budgetMs: number): Promise<Cost | null> {
  if (!existsSync(CHROMIUM)) return null;
  // WebCrypto needs a secure context: a blank page on 127.0.0.1.
  const server = createServer((_, res) => res.end('<!doctype html><title>bench</title>'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const dir = mkdtempSync(join(tmpdir(), 'shangji-bench-chromium-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    const runs: { ms: number; attempts: number }[] = [];
    const end = performance.now() + budgetMs;
    while (performance.now() < end || runs.length < 3) {
      const challenge = parse(await powChallenge(settings, 'bench', 60_000));
      runs.push(await page.evaluate<{ ms: number; attempts: number }>(`(${SOLVE_IN_PAGE})(${JSON.stringify(challenge.parameters)})`));
    }
    return costOf(runs);
  } finally {
    await context.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Codes a script with one core buys in `seconds` from `addresses` (round robin), solving every proof. */
async function scriptedPurchases(addresses: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'shangji-bench-sms-'));
  const db = await openPglite(dir);
  await prepareDatabase(db, { seed: 1, scale: 'small' });
  const app = await buildUpstream({ db, enquiry: { config } });
  const outcomes = new Map<string, number>();
  let phone = 13_800_000_000;
  try {
    const end = performance.now() + seconds * 1000;
    for (let i = 0; performance.now() < end; i++) {
      const remoteAddress = addresses[i % addresses.length]!;
      const img = await app.inject({ method: 'GET', url: p.captcha, remoteAddress });
      const cookie = img.cookies.find((c) => c.name === 'sj_sid')!.value;
      // The test hook stands in for an OCR that reads every image (the attack run's did).
      const answer = (await app.inject({ method: 'GET', url: p.testCaptchaAnswer, remoteAddress, cookies: { sj_sid: cookie } })).json<{ data: string }>().data;
      const challenge = parse(String(img.headers['x-captcha-pow']));
      const solution = await solveChallenge({ challenge, deriveKey });
      const pow = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url');
      const res = await app.inject({
        method: 'POST',
        url: p.sendCode,
        remoteAddress,
        cookies: { sj_sid: cookie },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account: String(++phone), code: answer, type: 'img', pow }).toString(),
      });
      const { msg } = res.json<{ msg: string }>();
      outcomes.set(msg, (outcomes.get(msg) ?? 0) + 1);
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return outcomes;
}

/** What reads the image captcha (docs/decisions/0106): svg-captcha's SVG as sent before, and the raster now. */
export function captchaReads(n = 40): void {
  for (const [label, draw, alphabet] of [
    ['svg-captcha SVG (before)', svgCaptchaBefore, SVG_CAPTCHA_BEFORE_CHARS],
    ['raster (now)', drawCaptcha, CAPTCHA_CHARS],
  ] as const) {
    const captchas = Array.from({ length: n }, () => draw());
    const matcher = outlineMatcherReads(captchas, alphabet);
    const ocr = tesseractAvailable() ? ocrReadRate(captchas, alphabet) : null;
    const ocrText = ocr
      ? `tesseract ${ocr.anyRead} (${Object.entries(ocr.reads).map(([k, v]) => `${k} ${v}`).join(', ')})`
      : 'tesseract not installed';
    console.log(`  captcha ${label}: exact reads of ${n}: outline matcher ${matcher}, ${ocrText}`);
  }
}

export async function smsEconomics(): Promise<void> {
  captchaReads();
  const budget = (seconds * 1000) / 3;
  console.log(`[bench] sms: proof of work at POW_COST=${settings.cost}, POW_ATTEMPTS=${settings.attempts} (${seconds} s per phase)…`);
  const script = await scriptCost(async () => parse(await powChallenge(settings, 'bench', 60_000)), 0, budget);
  // The scheme before decision 0098: 300 iterations, counter in [2000, 4000), a script starting at 2000.
  const old = await scriptCost(
    () => createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 300, counter: 2000 + Math.floor(Math.random() * 2000), deriveKey, hmacSignatureSecret: settings.secret }),
    2000,
    budget,
  );
  const browser = await browserCost(budget);
  // Per proof at the mean number of attempts: the luck of each drawn counter taken out.
  const line = (c: Cost, attempts: number) => `${(c.perAttempt * attempts).toFixed(0)} ms a proof (${c.perAttempt.toFixed(3)} ms an attempt; measured ${c.ms.toFixed(0)} ms mean over ${c.n} proofs)`;
  console.log(`  Node script:          ${line(script, settings.attempts)}`);
  console.log(`  Chromium (WebCrypto): ${browser ? line(browser, settings.attempts) : 'not measured (no Chromium)'}`);
  console.log(`  old scheme (300 iterations, counter 2000–4000), script from 2000: ${line(old, 1000)}`);
  for (const [label, addresses] of [
    ['256 addresses, 256 networks', Array.from({ length: 256 }, (_, i) => `10.${i}.0.1`)],
    ['256 addresses, one /24', Array.from({ length: 256 }, (_, i) => `10.250.7.${i}`)],
  ] as const) {
    console.log(`[bench] sms: a script buying codes from ${label}…`);
    const outcomes = await scriptedPurchases([...addresses]);
    const bought = outcomes.get('验证码已发送，请注意查收') ?? 0;
    console.log(`  ${label}: ${((bought * 60) / seconds).toFixed(0)} SMS a minute on one core (${bought} in ${seconds} s)`);
    for (const [msg, n] of outcomes) console.log(`    ${n} × ${msg}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await smsEconomics();
