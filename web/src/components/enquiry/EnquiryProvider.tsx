// Lets any page open the enquiry popup for a brand (SPEC §4: 'clicking an enquiry button sets the
// guest info, closing clears it'), holds the returning enquirer (name and phone, kept in sessionStorage
// after a successful enquiry) and shows the form's notices, which outlive the popup.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../useHydrated';
import { EnquiryContext, type Enquirer, type EnquiryTarget, type Notice, type NoticeKind } from './context';

const STORAGE_KEY = 'sj_enquirer';


// The popup's code loads on first use: pages that never open it do not pay for the dialog.
const EnquiryDialog = lazy(() => import('./EnquiryDialog'));

// Read once per page load: the stored enquirer changes only through setEnquirer below.
let stored: Enquirer | null | undefined;
function storedEnquirer(): Enquirer | null {
  return (stored ??= readEnquirer());
}

function readEnquirer(): Enquirer | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Enquirer> | null;
    return v && typeof v.name === 'string' && typeof v.mobile === 'string' ? { name: v.name, mobile: v.mobile } : null;
  } catch {
    return null;
  }
}

const NOTICE_COLOURS: Record<NoticeKind, string> = { success: '#2e7d32', warning: '#8a5a00', error: '#c62828' };

export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<EnquiryTarget | null>(null);
  // Session storage exists only in the browser: it is read once hydrated, so both renders match.
  const hydrated = useHydrated();
  const [chosen, setEnquirerState] = useState<Enquirer | null | undefined>(undefined);
  const enquirer = chosen !== undefined ? chosen : hydrated ? storedEnquirer() : null;
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(t);
  }, [notice]);

  const setEnquirer = useCallback((e: Enquirer | null) => {
    setEnquirerState(e);
    stored = e;
    try {
      if (e) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(e));
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage disabled: returning mode lasts for this page only */
    }
  }, []);
  const notify = useCallback((kind: NoticeKind, text: string) => setNotice({ kind, text, id: Date.now() }), []);
  const closeEnquiry = useCallback(() => setTarget(null), []);
  const value = useMemo(() => ({ openEnquiry: setTarget, closeEnquiry, enquirer, setEnquirer, notify }), [closeEnquiry, enquirer, setEnquirer, notify]);

  return (
    <EnquiryContext.Provider value={value}>
      {children}
      {target ? (
        <Suspense fallback={null}>
          <EnquiryDialog target={target} onClose={closeEnquiry} />
        </Suspense>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        data-testid="enquiry-notice"
        data-kind={notice?.kind}
        style={{
          position: 'fixed', top: 80, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, pointerEvents: 'none',
          display: notice ? 'block' : 'none', padding: '10px 20px', borderRadius: 4, fontSize: 14, background: 'white',
          boxShadow: '0 4px 16px rgba(0,0,0,.18)', borderLeft: `4px solid ${notice ? NOTICE_COLOURS[notice.kind] : 'transparent'}`,
          color: notice ? NOTICE_COLOURS[notice.kind] : undefined,
        }}
      >
        {notice?.text}
      </div>
    </EnquiryContext.Provider>
  );
}
