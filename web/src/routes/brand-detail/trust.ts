// The brand's public record and 平均响应时间 as both screens' brand pages read them: one fragment (the
// passport, the cost sheet and the response time, each the fragment of the part that shows it) and one
// deferred read. Each screen's own document spreads the fragment and adds what only it shows (the desktop's
// 门店台账), so neither page ships the other's query.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type { FailureLog } from '../../data/log';
import type { RunQuery } from '../../data/query';
import type { ResponseTime } from './response-time';

export const TrustFragment = graphql(`
  fragment Trust_brand on Brand {
    id
    publicRecord {
      ...Passport_record
      costs {
        ...CostSheet_costs
      }
    }
    responseTime {
      ...ResponseTime_time
    }
  }
`);

/** What both brand pages say where the public record could not be read. */
export const NO_RECORD = '暂时无法读取该品牌的公开记录，请稍后再试。请勿把缺少记录当作通过。';

/** The deferred trust query's parts: the public record and the brand's response times, each null when unread. */
export interface Trust<Record> {
  record: Record | null;
  response: ResponseTime | null;
}

type TrustQuery<Record> = TypedDocumentNode<{ brand?: { publicRecord?: Record | null; responseTime?: ResponseTime | null } | null }, { id: string }>;

/**
 * Starts the brand's trust query. Partial: the public record and 平均响应时间 come from different places and
 * either may fail alone (null, said so on the page); a failure of the whole is logged and answers null.
 */
export function loadTrust<Record>(query: RunQuery, document: TrustQuery<Record>, id: string, log: FailureLog): Promise<Trust<Record> | null> {
  return query(document, { id }, { partial: true, required: ['brand'] }).then(
    (r): Trust<Record> => ({ record: r.brand?.publicRecord ?? null, response: r.brand?.responseTime ?? null }),
    log('public record'),
  );
}
