// A screen's head: its <title> (React hoists it into <head>), its heading, a line of context and actions.
import type { ReactNode } from 'react';

export const PRODUCT = '商机网后台';

export function PageHead({ title, sub, crumb, children }: { title: string; sub?: ReactNode; crumb?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} · ${PRODUCT}`}</title>
      <div className="ad-head">
        <div>
          {crumb ? <div className="ad-crumb">{crumb}</div> : null}
          <h1>{title}</h1>
          {sub ? <div className="ad-head-sub">{sub}</div> : null}
        </div>
        {children ? <div className="ad-head-actions">{children}</div> : null}
      </div>
    </>
  );
}
