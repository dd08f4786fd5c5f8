// Loading a route's code. SPEC §4: a route chunk that fails to load (a deployment replaced the hashed files,
// the network dropped) triggers a full reload, which fetches the current entry and its chunks. Once per
// address and minute, so a chunk that is really gone shows the error page instead of reloading forever.
import type { AppDeps } from '../app-context';
import type { Chunk, RouteModule } from './route-module';

const RELOAD_KEY = 'sj_chunk_reload';

function reloadOnce(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { href: string; at: number } | null;
    if (last && last.href === location.href && Date.now() - last.at < 60_000) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: location.href, at: Date.now() }));
  } catch {
    /* storage disabled: reload anyway */
  }
  location.reload();
  return true;
}

export async function loadChunk(chunk: Chunk, deps: AppDeps): Promise<RouteModule> {
  deps.onChunk?.(chunk.path);
  try {
    return await chunk.load();
  } catch (error) {
    // A page that is reloading never settles: nothing renders half-loaded in the meantime.
    if (typeof window !== 'undefined' && reloadOnce()) return new Promise<RouteModule>(() => {});
    throw error;
  }
}
