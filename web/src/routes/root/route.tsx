// Root route: the shared chrome around every page. Its loader fetches what the chrome and the error
// page need (categories). Its error boundary is the last resort when the chrome itself cannot render.
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation, useNavigation, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { CompareBarSlot } from '../../components/compare/CompareBarSlot';
import { useEnquiry } from '../../components/enquiry/context';
import { ErrorHead } from '../../components/PageHead';
import { Sheet } from '../../components/Sheet';
import { errorText } from '../../components/RouteErrorBoundary';
import { keepsScroll } from '../../components/scroll';
import { BUSY_TEXT, onRequest } from '../../data/request-events';
import { RiskNotice, SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { SITE_NAME } from '../../components/site';
import { TopBar } from '../../components/TopBar';
import { graphql } from '../../gql';
import sheet from './styles.css.ts?sheet';

export async function loader({ context }: LoaderFunctionArgs) {
  // The chrome must render even when categories cannot be fetched: log and show none.
  const result = await context.get(depsContext).query(RootShellDocument, {}, { partial: true }).catch(logFailure('root')('categories'));
  return {
    categories: result?.categories ?? [],
    industries: result?.searchConfig?.categories ?? [],
    hotSearches: result?.searchConfig?.hotSearches ?? [],
  };
}

/**
 * The navigation progress bar. SPEC §8: a request that fails makes it show failure (and say so to screen
 * readers); an empty API response shows the toast 系统繁忙！请稍后再试！.
 */
function NavigationBar() {
  const navigation = useNavigation();
  const { notify } = useEnquiry();
  const [failedAt, setFailedAt] = useState(0);
  useEffect(
    () =>
      onRequest((event) => {
        setFailedAt(Date.now());
        if (event === 'empty') notify('error', BUSY_TEXT);
      }),
    [notify],
  );
  useEffect(() => {
    if (!failedAt) return;
    const t = setTimeout(() => setFailedAt(0), 2000);
    return () => clearTimeout(t);
  }, [failedAt]);
  const busy = navigation.state !== 'idle';
  const failed = failedAt > 0;
  // Styled by the static chrome classes (web/src/chrome-css.ts), by its data-state.
  return (
    <div
      role="progressbar"
      aria-label={failed ? '加载失败' : '页面加载进度'}
      aria-hidden={!busy && !failed}
      data-state={failed ? 'failed' : busy ? 'loading' : 'idle'}
      className="sj-progress"
    />
  );
}

/** A new page starts at its top, unless its link asked to keep the position (a list's filters). */
function useScrollTopOnNavigation() {
  const { pathname, hash, state } = useLocation();
  const keep = keepsScroll(state);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash && !keep) window.scrollTo(0, 0);
  }, [pathname, hash, keep]);
}

export function Component() {
  useEffect(() => {
    // Lets tests and monitoring tell when the page became interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useScrollTopOnNavigation();
  const { industries, hotSearches } = useLoaderData<typeof loader>();
  return (
    <>
      <NavigationBar />
      <TopBar />
      <SiteHeader industries={industries} hotSearches={hotSearches} />
      <main className="sj-main">
        <Outlet />
      </main>
      <SiteFooter />
      {/* The compare shortlist on every page (it renders nothing until the browser's list holds a brand). */}
      <CompareBarSlot />
    </>
  );
}

export function ErrorBoundary() {
  // The chrome itself failed: a Chinese sentence for the visitor; the error's own text stays out of the page.
  const message = errorText(useRouteError());
  return (
    <div className="sj-root-error">
      <Sheet sheet={sheet} />
      <ErrorHead title={`您访问的页面出错了_${SITE_NAME}`} />
      <h1>您访问的页面出错了</h1>
      <p className="sj-root-error-message">{message}</p>
      <Link className="sj-btn" to="/" reloadDocument>
        返回首页
      </Link>
      <div className="sj-root-error-notice">
        <RiskNotice />
      </div>
    </div>
  );
}

export const RootShellDocument = graphql(`
  query RootShell {
    categories {
      id
      name
      pinyin
    }
    searchConfig {
      categories {
        id
        name
        pinyin
      }
      hotSearches {
        id
        title
      }
    }
  }
`);
