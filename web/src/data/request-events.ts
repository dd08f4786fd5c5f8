// Request outcomes the chrome reacts to (SPEC §8): a failed request makes the navigation progress bar show
// failure; an empty API response shows the toast 系统繁忙！请稍后再试！. The network layer reports, the chrome
// listens; neither knows the other.
export type RequestEvent = 'failed' | 'empty';

type Listener = (event: RequestEvent) => void;
const listeners = new Set<Listener>();

export function reportRequest(event: RequestEvent): void {
  for (const listener of listeners) listener(event);
}

export function onRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const BUSY_TEXT = '系统繁忙！请稍后再试！';
