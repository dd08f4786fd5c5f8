/** The seed every upstream test database starts from (the global setup's template). */
export const TEMPLATE_SEED = 7;
export const TEMPLATE_SCALE = 'small' as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite data folder to copy (template.ts); absent when the global setup did not run. */
    pgliteTemplate: string;
    /** The moment (Unix ms) the run's seeds count back from: every backend seeded in a run has the same dates. */
    seedTime: number;
  }
}
