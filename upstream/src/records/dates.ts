// Calendar arithmetic on YYYY-MM-DD strings (UTC), which compare correctly as text.

export function ymdOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` moved by whole months (day clamped to the month's end, as contracts count). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return ymdOf(first.getTime());
}

export function addDays(date: string, days: number): string {
  return ymdOf(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}

/** Whole years from `from` to `to`. */
export function yearsBetween(from: string, to: string): number {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (to.slice(5) < from.slice(5)) years -= 1;
  return years;
}

/** '2025Q3' */
export function quarterOf(date: string): string {
  return `${date.slice(0, 4)}Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The last day of a quarter like '2025Q3'. */
export function quarterEnd(quarter: string): string {
  const y = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(5));
  return ymdOf(Date.UTC(y, q * 3, 0));
}

/** The `n` quarters ending with the one holding `date`, oldest first. */
export function quartersUpTo(date: string, n: number): string[] {
  const y = Number(date.slice(0, 4));
  const q = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  return Array.from({ length: n }, (_, k) => {
    const i = y * 4 + q - (n - 1 - k);
    return `${Math.floor(i / 4)}Q${(i % 4) + 1}`;
  });
}
