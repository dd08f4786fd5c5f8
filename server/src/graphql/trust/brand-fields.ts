// The Brand's public-record fields. A list's badges come from one summaries call for all of its
// brands (a DataLoader per operation, keyed by the operation's upstream client), never one per brand.
import DataLoader from 'dataloader';
import type { WireBrandResponse, WireRecordSummary } from '@shangji/contract';
import type { BrandResolvers, BrandResponseTime } from '../../generated/resolvers';
import type { UpstreamClient } from '../../upstream/client';
import { checks, filingStatus } from './labels';

const loaders = new WeakMap<UpstreamClient, DataLoader<number, WireRecordSummary | null>>();

function summaries(upstream: UpstreamClient): DataLoader<number, WireRecordSummary | null> {
  let loader = loaders.get(upstream);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        // Ids ascending, so the pages that show the same brands share one cached answer.
        const sorted = [...new Set(ids)].sort((a, b) => a - b);
        const byId = new Map(((await upstream.call('recordSummaries', { ids: sorted.join(',') })) ?? []).map((s) => [s.id, s]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 60 },
    );
    loaders.set(upstream, loader);
  }
  return loader;
}

/**
 * Hands the loader summaries an answer already carried (the brand list's `records`), so the rows of that
 * list need no summaries call. Ids it does not cover are still asked for.
 */
export function primeSummaries(upstream: UpstreamClient, records: readonly WireRecordSummary[] | undefined): void {
  if (!records?.length) return;
  const loader = summaries(upstream);
  for (const r of records) loader.prime(r.id, r);
}

/** A list's badge must never take the list down: an unreachable records source reads as unknown. */
async function summaryOf(id: number | undefined, upstream: UpstreamClient): Promise<WireRecordSummary | null> {
  if (!id) return null;
  return summaries(upstream).load(id).catch(() => null);
}

/** The window brandResponse speaks for (upstream/src/routes/records.ts RESPONSE_WINDOW_DAYS). */
const RESPONSE_WINDOW_DAYS = 180;
/** Fewer leads than this: no median (upstream/src/routes/records.ts RESPONSE_MIN_LEADS). */
const RESPONSE_MIN_LEADS = 5;
const chinaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** brandResponse's answer → BrandResponseTime: seconds to whole minutes, the day in China time. */
export function responseTimeOf(r: WireBrandResponse): BrandResponseTime {
  const minutes = (secs: number | null) => (secs === null ? null : Math.round(secs / 60));
  const enoughData = r.leads >= RESPONSE_MIN_LEADS;
  return {
    leads: r.leads,
    windowDays: RESPONSE_WINDOW_DAYS,
    enoughData,
    // A median is never shown without enough leads, whatever an upstream sends.
    medianFirstViewMinutes: enoughData ? minutes(r.median_first_view) : null,
    medianFirstContactMinutes: enoughData ? minutes(r.median_first_contact) : null,
    asOf: chinaDay.format(new Date(r.as_of * 1000)),
    source: '本站线索记录',
  };
}

export const brandTrustFields: Pick<BrandResolvers, 'publicRecord' | 'redFlags' | 'filingStatus' | 'responseTime'> = {
  publicRecord: (b, _a, { upstream }) => upstream.call('recordBrand', { id: b.id }),
  // One call per brand page (asked by the page's deferred trust query only, never by lists); cached an hour.
  responseTime: async (b, _a, { upstream }) => {
    const r = await upstream.call('brandResponse', { id: b.id });
    return r ? responseTimeOf(r) : null;
  },
  redFlags: async (b, _a, { upstream }) =>
    ((await summaryOf(b.id, upstream))?.flags ?? []).map((f) => ({ code: checks[f].code, label: checks[f].flag })),
  filingStatus: async (b, _a, { upstream }) => filingStatus[(await summaryOf(b.id, upstream))?.filing ?? 'unknown'],
};
