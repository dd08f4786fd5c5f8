// A mutation's answer or a request's failure, announced to screen readers as it appears.
import type { ReactNode } from 'react';

export type NoticeTone = 'ok' | 'bad' | 'warn';

export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <div className={`ad-alert ad-alert-${tone}`} role={tone === 'ok' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}

/** A mutation answer's tone: 200 is done, anything else is refused. */
export function toneOf(code: number): NoticeTone {
  return code === 200 ? 'ok' : 'bad';
}
