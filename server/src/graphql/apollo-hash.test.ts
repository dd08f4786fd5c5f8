import { createHash as nodeHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hashWithoutRequire } from './apollo-hash';

describe("Apollo's query hash", () => {
  it('comes from node:crypto without a require per call, with the same digest', () => {
    expect(hashWithoutRequire()).toBe(true);
    const require = createRequire(import.meta.url);
    const path = createRequire(require.resolve('@apollo/server')).resolve('@apollo/utils.createhash');
    const mod = require.cache[path]!;
    const { createHash } = mod.exports as { createHash: (kind: string) => { update(s: string): { digest(e: 'hex'): string } } };
    expect(createHash('sha256').update('{ ok }').digest('hex')).toBe(nodeHash('sha256').update('{ ok }').digest('hex'));
    // Anything but crypto still goes through Node's require.
    expect(mod.require('node:path')).toBe(require('node:path'));
  });
});
