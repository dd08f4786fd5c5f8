// The frame of the pages before signing in (sign-in, second factor, enrolment, password reset): one card
// in the middle of the screen under the product's name.
import type { ReactNode } from 'react';
import { PRODUCT } from './PageHead';

export function Gate({ title, lead, children, wide }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <main className="ad-gate">
      <title>{`${title} · ${PRODUCT}`}</title>
      <div className="ad-gate-brand">
        <span className="ad-logo-mark" aria-hidden="true">
          商
        </span>
        {PRODUCT}
      </div>
      <div className={wide ? 'ad-gate-card ad-gate-wide' : 'ad-gate-card'}>
        <h1>{title}</h1>
        {lead ? <p className="ad-gate-lead">{lead}</p> : null}
        {children}
      </div>
      <p className="ad-gate-foot">供商机网员工、品牌方及申请认领的商家使用 · 所有操作均被记录</p>
    </main>
  );
}
