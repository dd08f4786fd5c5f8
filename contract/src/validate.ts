// Checks an answer against the contract and says precisely what broke: the call and the field.
import type { z } from 'zod';
import { calls, dataShape, type CallName } from './calls';

export class ContractError extends Error {
  override name = 'ContractError';
  constructor(
    readonly call: CallName,
    /** Each breach as `data.listinfo.3.thumb: <what was wrong>`. */
    readonly breaches: string[],
  ) {
    const c = calls[call];
    super(`${call} (${c.method} ${c.path}) answered outside the contract: ${breaches.slice(0, 5).join('; ')}${breaches.length > 5 ? `; and ${breaches.length - 5} more` : ''}`);
  }
}

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

/** Throws a ContractError naming the call and each field that breaks its contract. */
export function checkData(call: CallName, data: unknown, opts: CheckOptions = {}): void {
  const breaches = breachesOf(call, data, opts);
  if (breaches.length) throw new ContractError(call, breaches);
}
