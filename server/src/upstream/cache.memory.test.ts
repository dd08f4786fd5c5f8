// The in-memory upstream cache keeps entries as objects (no JSON round trip per read) and the client
// freezes what it stores, so a resolver cannot corrupt a value other requests share.
import { describe, expect, it } from 'vitest';
import { createUpstreamCache } from './cache';

describe('in-memory upstream cache', () => {
  it('returns the stored object itself, without serialising it', async () => {
    const cache = createUpstreamCache({ namespace: 'test-memory' });
    const value = { list: [{ id: 1, title: '品牌' }] };
    await cache.set('k', { value, freshUntil: 1 }, 60_000);
    const read = await cache.get('k');
    expect(read?.value).toBe(value);
  });
});
