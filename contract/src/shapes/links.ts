import { z } from 'zod';
import { int } from './common';

/** A group of friendly links; weight 0 means rel="nofollow". */
export const wireLinkGroup = z.strictObject({ name: z.string(), links: z.array(z.strictObject({ title: z.string(), url: z.string(), weight: int })) });
export type WireLinkGroup = z.infer<typeof wireLinkGroup>;
