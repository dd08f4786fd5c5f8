// /cache: with ?yeshili=ok the browser clears the Apollo response cache after hydration and says
// so; without it the page says 缺少参数. Status 200 either way. The gateway empties its page cache
// before rendering this address (server/src/ssr/register.ts, PageCache.reset: the page cache only,
// at most once per page lifetime); it renders the pending text and the browser finishes the job; the
// same first render on both sides keeps hydration clean.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { StaticPage } from '../../components/StaticPage';

const NAME = '清除缓存';

export function meta(): PageMeta {
  return { title: `${NAME}_${SITE_NAME}`, path: '/cache' };
}

type State = 'pending' | 'cleared' | 'failed';

function ClearCache() {
  const client = useApolloClient();
  const [state, setState] = useState<State>('pending');
  useEffect(() => {
    let live = true;
    client.clearStore().then(
      () => live && setState('cleared'),
      (err: unknown) => {
        console.error('[cache] clearStore failed:', err instanceof Error ? err.message : err);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [client]);
  const text = { pending: '正在清除缓存…', cleared: '已清除缓存', failed: '清除缓存失败，请刷新重试' }[state];
  return (
    <p role="status" data-testid="cache-status" data-state={state}>
      {text}
    </p>
  );
}

export function Component() {
  const [params] = useSearchParams();
  return (
    <StaticPage meta={meta()} name={NAME}>
      {params.get('yeshili') === 'ok' ? (
        <ClearCache />
      ) : (
        <p role="status" data-testid="cache-status" data-state="missing">
          缺少参数
        </p>
      )}
    </StaticPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
