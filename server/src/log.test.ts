// No full phone number in any log line, in any format (contract/src/log-mask.ts): request targets,
// messages and error texts alike, with the formats an attack run found in the logs (dashes, spaces,
// +86, percent escapes).
import { maskPhonesInLog } from '@shangji/contract';
import { expect, it } from 'vitest';
import { buildGateway } from './app';
import { loadConfig } from './config';
import { startFakeUpstream } from './test/fakeUpstream';

/** One number, written every way a visitor, a form encoder or a log line could write it. */
const FORMATS = [
  '13812345678',
  '138-1234-5678',
  '138 1234 5678',
  '138.1234.5678',
  '+8613812345678',
  '+86 138 1234 5678',
  '+86-138-1234-5678',
  '0086 13812345678',
  '8613812345678',
  '%2B8613812345678',
  '%2B86%20138%201234%205678',
  '138%2D1234%2D5678',
  '138%201234%205678',
  '138+1234+5678',
  '%3D13812345678%26',
  '%2013812345678',
  'x%2C13812345678%2C',
  '%252013812345678',
  '138%25201234%25205678',
];

/** Whether the number's 11 digits survive in `line` once separators and escapes are dropped. */
const leaks = (line: string) => line.replace(/%[0-9A-Fa-f]{2}|[^0-9]/g, '').includes('13812345678');

it('masks the number in every format, and leaves other numbers alone', () => {
  for (const f of FORMATS) {
    const masked = maskPhonesInLog(`{"msg":"q=${f}&n=1"}`);
    expect(leaks(masked), `${f} -> ${masked}`).toBe(false);
    expect(masked).toContain('138****5678');
  }
  for (const other of ['"time":1764104101123', '"pid":13812', 'id 1381234567', '12345678901', '10.0.13.81:4000']) expect(maskPhonesInLog(other)).toBe(other);
});

it('the gateway writes no log line with the full number: targets, messages and errors', async () => {
  const upstream = await startFakeUpstream();
  const lines: string[] = [];
  const app = await buildGateway(loadConfig({ UPSTREAM_URL: upstream.url, NODE_ENV: 'development', LOG_LEVEL: 'info' }), { logStream: { write: (l) => void lines.push(l) } });
  try {
    for (const f of FORMATS) {
      for (const url of [`/media/x.svg?mobile=${f.replaceAll(' ', '%20')}`, `/?kw=${f.replaceAll(' ', '+')}`, `/graphql?x=${encodeURIComponent(f)}`]) await app.inject({ url });
      app.log.info({ mobile: f, note: `电话 ${f}` }, `enquiry from ${f}`);
      app.log.error(new Error(`upstream refused ${f}`));
    }
  } finally {
    await app.close();
    await upstream.close();
  }
  expect(lines.length).toBeGreaterThan(FORMATS.length * 3);
  expect(lines.filter(leaks)).toEqual([]);
  expect(lines.join('')).toContain('138****5678');
});
