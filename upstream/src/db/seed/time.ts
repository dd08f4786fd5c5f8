// Seeded dates count back from a fixed day, never from "now": the same SEED gives the same rows.
export const BASE_TIME = Date.UTC(2026, 0, 1) / 1000;
export const DAY = 86_400;
