// The page-data, search and site part of the contract: upstream copy, gateway contract and runtime
// schemas agree (checked by the typechecker; expectTypeOf is a no-op at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as gateway from '../../server/src/upstream/wire';
import type * as upstream from '../../upstream/src/wire';
import type * as s from './content-shapes';

describe('content wire types', () => {
  it('upstream copy equals the gateway contract', () => {
    expectTypeOf<typeof upstream.contentPaths>().toEqualTypeOf<typeof gateway.contentPaths>();
    expectTypeOf<upstream.WireIndexMain>().toEqualTypeOf<gateway.WireIndexMain>();
    expectTypeOf<upstream.WireBrandMain>().toEqualTypeOf<gateway.WireBrandMain>();
    expectTypeOf<upstream.WireBrandList>().toEqualTypeOf<gateway.WireBrandList>();
    expectTypeOf<upstream.WireNewsMain>().toEqualTypeOf<gateway.WireNewsMain>();
    expectTypeOf<upstream.WireNewsList>().toEqualTypeOf<gateway.WireNewsList>();
    expectTypeOf<upstream.WireTopicMain>().toEqualTypeOf<gateway.WireTopicMain>();
    expectTypeOf<upstream.WireTopicList>().toEqualTypeOf<gateway.WireTopicList>();
    expectTypeOf<upstream.WireTopMain>().toEqualTypeOf<gateway.WireTopMain>();
    expectTypeOf<upstream.WireTopList>().toEqualTypeOf<gateway.WireTopList>();
    expectTypeOf<upstream.WireCommentData>().toEqualTypeOf<gateway.WireCommentData>();
    expectTypeOf<upstream.WireCityOption>().toEqualTypeOf<gateway.WireCityOption>();
    expectTypeOf<upstream.WirePoster>().toEqualTypeOf<gateway.WirePoster>();
  });

  it('runtime schemas produce values of the contract types', () => {
    expectTypeOf<z.infer<typeof s.wireIndexMain>>().toExtend<gateway.WireIndexMain>();
    expectTypeOf<z.infer<typeof s.wireBrandMain>>().toExtend<gateway.WireBrandMain>();
    expectTypeOf<z.infer<typeof s.wireBrandList>>().toExtend<gateway.WireBrandList>();
    expectTypeOf<z.infer<typeof s.wireNewsMain>>().toExtend<gateway.WireNewsMain>();
    expectTypeOf<z.infer<typeof s.wireNewsList>>().toExtend<gateway.WireNewsList>();
    expectTypeOf<z.infer<typeof s.wireNewsDetail>>().toExtend<gateway.WireNews>();
    expectTypeOf<z.infer<typeof s.wireTopicMain>>().toExtend<gateway.WireTopicMain>();
    expectTypeOf<z.infer<typeof s.wireTopicList>>().toExtend<gateway.WireTopicList>();
    expectTypeOf<z.infer<typeof s.wireTopicDetail>>().toExtend<gateway.WireTopic>();
    expectTypeOf<z.infer<typeof s.wireTopMain>>().toExtend<gateway.WireTopMain>();
    expectTypeOf<z.infer<typeof s.wireTopList>>().toExtend<gateway.WireTopList>();
    expectTypeOf<z.infer<typeof s.wireCommentData>>().toExtend<gateway.WireCommentData>();
    expectTypeOf<z.infer<typeof s.wirePoster>>().toExtend<gateway.WirePoster>();
    expectTypeOf<z.infer<typeof s.wireSuggestion>>().toExtend<gateway.WireSuggestion>();
  });
});
