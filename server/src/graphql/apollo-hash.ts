// Apollo Server hashes every query text it receives (its document cache key) through
// @apollo/utils.createhash, which calls `module.require("crypto")` on each call; in the running
// gateway that require was ~10% of a cache miss's CPU (decision 0058). The helper reads
// `module.require` at call time, so giving its module a require that answers "crypto" from a
// reference taken once removes the cost without touching Apollo. Anything else, or a layout where
// the helper is not found, keeps Node's own behaviour.
import * as crypto from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** True when the helper now skips the per-call require (tests check it). */
export function hashWithoutRequire(): boolean {
  let path: string;
  try {
    // Resolved from @apollo/server's own folder: the copy its request pipeline imports.
    path = createRequire(require.resolve('@apollo/server')).resolve('@apollo/utils.createhash');
  } catch {
    return false;
  }
  require(path);
  const mod = require.cache[path];
  if (!mod) return false;
  const own = mod.require.bind(mod);
  mod.require = Object.assign((id: string) => (id === 'crypto' ? crypto : own(id)), own) as NodeJS.Require;
  return true;
}
