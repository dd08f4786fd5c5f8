// Seeded and stored times are unix seconds; the site shows Beijing time (UTC+8, no daylight saving).
const pad = (n: number) => String(n).padStart(2, '0');
const beijing = (s: number) => new Date((s + 8 * 3600) * 1000);

export function ymd(s: number): string {
  const d = beijing(s);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function md(s: number): string {
  const d = beijing(s);
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function ymdhm(s: number): string {
  const d = beijing(s);
  return `${ymd(s)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
