// A section whose data a loader deferred: a loading state while it streams, and a quiet fallback if
// its promise rejects, so a failing side query never fails the page (the loader logs the cause).
// Crawler documents render every deferred value inline, without Suspense (InlineDeferredContext); the
// browser hydrates the same tree. A value may arrive settled (routing/settled.ts: crawler documents,
// hydration): <Await> renders it at once, and a settled rejection is the error fallback.
import { Suspense, useContext, type ReactNode } from 'react';
import { Await } from 'react-router';
import { InlineDeferredContext } from '../app-context';
import { DeferredFailure } from '../routing/settled';

export function Loading() {
  return (
    <p className="sj-muted" role="status">
      加载中…
    </p>
  );
}

export interface DeferredSectionProps<T> {
  /** The deferred promise from the loader (or, settled, its value or DeferredFailure). */
  resolve: Promise<T>;
  /** Renders the value once it arrives. */
  children: (value: T) => ReactNode;
  /** Shown when the promise rejects; 暂无数据 by default. */
  errorText?: string;
  /** Shown instead of errorText's paragraph when the promise rejects (a section that keeps its frame). */
  errorElement?: ReactNode;
  /** Shown while it streams; 加载中… by default. A section above the fold gives one of its own height, so
   * its arrival does not push the page down (layout shift). */
  fallback?: ReactNode;
}

export function DeferredSection<T>({ resolve, children, errorText = '暂无数据', errorElement, fallback = <Loading /> }: DeferredSectionProps<T>) {
  const inline = useContext(InlineDeferredContext);
  const failed = errorElement ?? <p className="sj-muted">{errorText}</p>;
  const settled: unknown = resolve;
  const body =
    settled instanceof DeferredFailure ? (
      failed
    ) : (
      <Await resolve={resolve} errorElement={failed}>
        {(value: T) => children(value)}
      </Await>
    );
  return inline ? body : <Suspense fallback={fallback}>{body}</Suspense>;
}
