import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope, wireMapData } from '@shangji/contract';
import { calls } from '@shangji/contract';

const mapData = envelope(wireMapData);

describe.each(backends)('getMapData type map: region and visible bounds (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('sends only the shops inside the visible bounds, 20 a page, with their total', async () => {
    const box = { swlng: 121.2, swlat: 31.0, nelng: 121.8, nelat: 31.5 };
    const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from shop where lng between $1 and $2 and lat between $3 and $4',
      [box.swlng, box.nelng, box.swlat, box.nelat],
    );
    expect(n).toBeGreaterThan(0);
    const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'map', page: 1, ...box }, 'POST')).body).data;
    expect(d.total).toBe(n);
    expect(d.listinfo.length).toBe(Math.min(20, n));
    for (const s of d.listinfo) {
      expect(s.location.lng).toBeGreaterThanOrEqual(box.swlng);
      expect(s.location.lng).toBeLessThanOrEqual(box.nelng);
      expect(s.location.lat).toBeGreaterThanOrEqual(box.swlat);
      expect(s.location.lat).toBeLessThanOrEqual(box.nelat);
    }
    const sea = mapData.parse((await call(h.app, calls.mapData.path, { type: 'map', swlng: 150, swlat: 10, nelng: 151, nelat: 11 }, 'POST')).body).data;
    expect(sea.total).toBe(0);
    expect(sea.listinfo).toEqual([]);
    errorEnvelope.parse((await call(h.app, calls.mapData.path, { type: 'map', swlng: 'west' }, 'POST')).body);
    errorEnvelope.parse((await call(h.app, calls.mapData.path, { type: 'map', swlat: 123 }, 'POST')).body);
  });

  it('narrows to a city given as region', async () => {
    const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'map', region: '上海市' }, 'POST')).body).data;
    expect(d.total).toBeGreaterThan(0);
    expect(d.listinfo.every((s) => s.address.startsWith('上海市'))).toBe(true);
  });
});
