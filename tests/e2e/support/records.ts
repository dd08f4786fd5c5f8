// Shared by the public-record end-to-end tests (trust, trust-lists, compare): every seeded brand's
// summary and, where a test needs a particular state, its full record — read from the upstream's
// /records/v1 calls, so tests pick their brands by state instead of by id.
export interface Summary {
  id: number;
  filing: 'filed' | 'not_filed' | 'unknown';
  twoStoresAtStart: 'pass' | 'fail' | 'unknown';
  flags: string[];
}

export interface RecordCheck {
  code: string;
  state: 'pass' | 'fail' | 'unknown';
  detail: string;
}

/** Summaries of the small seed's brands (200), in id order. */
export async function loadSummaries(upstreamUrl: string): Promise<Summary[]> {
  let all: Summary[] = [];
  for (let start = 1; start <= 240; start += 60) {
    const ids = Array.from({ length: 60 }, (_, k) => start + k).join(',');
    const body = (await (await fetch(`${upstreamUrl}/records/v1/summaries?ids=${ids}`)).json()) as { data: Summary[] };
    all = all.concat(body.data);
  }
  return all;
}

/** The first brand whose summary passes `test`; throws naming what the seed lacks. */
export function pickFrom(all: Summary[], test: (s: Summary) => boolean, what: string): number {
  const s = all.find(test);
  if (!s) throw new Error(`the seed has no brand that is ${what}`);
  return s.id;
}

/** The first brand whose full record has a check in the given state. */
export async function pickByCheck(upstreamUrl: string, all: Summary[], code: string, state: RecordCheck['state']): Promise<number> {
  for (const s of all) {
    const body = (await (await fetch(`${upstreamUrl}/records/v1/brand?id=${s.id}`)).json()) as { data: { checks: RecordCheck[] } };
    if (body.data.checks.some((c) => c.code === code && c.state === state)) return s.id;
  }
  throw new Error(`the seed has no brand whose ${code} check is ${state}`);
}
