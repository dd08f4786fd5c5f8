// Type-level agreement of the three views of the contract; checked by `tsc -p tests` (expectTypeOf
// is a no-op at run time), so drift fails typechecking before any request is made.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as gateway from '../../server/src/upstream/wire';
import type * as upstream from '../../upstream/src/wire';
import type { wireBrand, wireClassify, wireGuestbookItem, wireMapData, wireNewsListItem, wireTopicListItem } from './wire-shapes';

describe('wire types', () => {
  it('upstream copy equals the gateway contract', () => {
    expectTypeOf<upstream.WireBrand>().toEqualTypeOf<gateway.WireBrand>();
    expectTypeOf<upstream.WireNews>().toEqualTypeOf<gateway.WireNews>();
    expectTypeOf<upstream.WireTopic>().toEqualTypeOf<gateway.WireTopic>();
    expectTypeOf<upstream.WireMapData>().toEqualTypeOf<gateway.WireMapData>();
    expectTypeOf<upstream.WireGuestbookItem>().toEqualTypeOf<gateway.WireGuestbookItem>();
    expectTypeOf<upstream.WireClassify>().toEqualTypeOf<gateway.WireClassify>();
    expectTypeOf<typeof upstream.paths>().toEqualTypeOf<typeof gateway.paths>();
  });

  it('runtime schemas produce values of the contract types', () => {
    expectTypeOf<z.infer<typeof wireBrand>>().toExtend<gateway.WireBrand>();
    expectTypeOf<z.infer<typeof wireNewsListItem>>().toExtend<gateway.WireNews>();
    expectTypeOf<z.infer<typeof wireTopicListItem>>().toExtend<gateway.WireTopic>();
    expectTypeOf<z.infer<typeof wireMapData>>().toExtend<gateway.WireMapData>();
    expectTypeOf<z.infer<typeof wireGuestbookItem>>().toExtend<gateway.WireGuestbookItem>();
    expectTypeOf<z.infer<typeof wireClassify>>().toExtend<gateway.WireClassify>();
  });
});
