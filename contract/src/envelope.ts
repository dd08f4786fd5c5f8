// Every answer of the REST API is an envelope {code, msg, data}. code 200 is success; code 400 means
// "no such id" or invalid input, always with a Chinese msg and HTTP status 200, as the original API does.
import { z } from 'zod';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A successful envelope around `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.strictObject({ code: z.literal(200), msg: z.string(), data });

/** A refusal: code 400, a Chinese message, no data. */
export const errorEnvelope = z.strictObject({ code: z.literal(400), msg: z.string().regex(/[\u4e00-\u9fa5]/), data: z.null() });
