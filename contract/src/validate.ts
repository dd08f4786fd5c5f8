// Checks an answer against the contract and says precisely what broke: the call and the field.
import type { z } from 'zod';
import { dataShape, type CallName } from './calls';

export interface CheckOptions {
  /**
   * Unknown fields are breaches too. The black-box tests use this (our upstream sends exactly the
   * contract); the gateway does not (another implementation may add fields the gateway never reads).
   */
  strict?: boolean;
}

function describe(issue: z.core.$ZodIssue): string {
  const where = ['data', ...issue.path.map(String)].join('.');
  return `${where}: ${issue.message}`;
}

/** The breaches of `data` (the envelope's data on code 200) for this call; empty when it conforms. */
export function breachesOf(call: CallName, data: unknown, opts: CheckOptions = {}): string[] {
  const shape = dataShape(call);
  if (!shape) return [];
  const result = shape.safeParse(data);
  if (result.success) return [];
  return result.error.issues.filter((i) => opts.strict || i.code !== 'unrecognized_keys').map(describe);
}
