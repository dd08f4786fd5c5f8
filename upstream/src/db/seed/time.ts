// Seeded dates count back from the moment the data is seeded, so today's visitor of a fresh database
// sees this week's news, and a database seeded last month looks a month old, as real data would. The
// moment is taken once per seed run (seedDatabase's `now`, the clock by default) and every date is
// drawn relative to it: the same SEED and moment give the same rows (seed-determinism.test.ts).
export const DAY = 86_400;

/** Seconds: the moment of the running seed (whole seconds). */
let anchor = Math.floor(Date.now() / 1000);

/** The moment the seed counts back from, in Unix seconds. */
export const baseTime = (): number => anchor;

/** Sets the moment for the seed run about to start. */
export function setSeedTime(nowMs: number): void {
  anchor = Math.floor(nowMs / 1000);
}
