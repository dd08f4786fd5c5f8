// Loading a route's code. SPEC §4: a route chunk that fails to load (a deployment replaced the hashed files,
// the network dropped) triggers a full reload, which fetches the current entry and its chunks. Once per
// address and minute, so a chunk that is really gone shows the error page instead of reloading forever.
import type { Chunk, RouteModule } from './route-module';

const RELOAD_KEY = 'sj_chunk_reload';

/** Loads `href` as a whole document, unless that was already tried for it within the last minute. */
function reloadOnce(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { href: string; at: number } | null;
    if (last && last.href === href && Date.now() - last.at < 60_000) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    /* storage disabled: reload anyway */
  }
  location.assign(href);
  return true;
}

/**
 * Loads a route's code. `navigatingTo` is the address being navigated to (absent for a prefetch, which fails
 * silently): on failure the browser loads that address as a whole document.
 */
export async function loadChunk(chunk: Chunk, navigatingTo?: string): Promise<RouteModule> {
  try {
    return await chunk.load();
  } catch (error) {
    // A page that is reloading never settles: nothing renders half-loaded in the meantime.
    if (navigatingTo && typeof window !== 'undefined' && reloadOnce(navigatingTo)) return new Promise<RouteModule>(() => {});
    throw error;
  }
}
