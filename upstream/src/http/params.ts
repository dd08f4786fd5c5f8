import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BadRequest, messages } from './envelope';

/** Query string and form body together, so GET and POST callers both work; body wins. */
export function readParams<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (!parsed.success) throw new BadRequest(messages.invalid);
  return parsed.data;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v);

/** An integer that falls back to `def` when absent and is clamped to [min, max]; junk is rejected. */
export const clampedInt = (def: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .optional()
      .transform((n) => Math.min(max, Math.max(min, n ?? def))),
  );

/** A database id: a positive 32-bit integer. */
export const id = () => z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647));

/** Zero or an id (0 means "all" in the original API). */
export const optionalId = () =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(2_147_483_647).default(0));

export const text = (max = 100) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)), z.string().max(max).optional())
    .transform((s) => (s ?? '').trim());
