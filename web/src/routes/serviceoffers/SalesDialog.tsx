// The purchase dialog of /serviceoffers: nothing is sold online, the buttons only show a QR code for
// contacting sales (SPEC §1). A native <dialog>: modal focus, Esc to close, no extra script. Styled by the
// page's sheet (styles.css.ts, rendered by route.tsx).
import { forwardRef } from 'react';
import { useSiteConfig } from '../../app-context';
import { QrCode } from '../../components/QrCode';
import { HOTLINE } from '../../components/site';

export const SALES_TITLE = '扫码联系销售';

/** The dialog's line for a package (the mobile page's sheet says the same). */
export function salesPitch(pkg: string): string {
  return pkg ? `咨询「${pkg}」服务，请微信扫码添加销售顾问` : '请微信扫码添加销售顾问';
}

export const SalesDialog = forwardRef<HTMLDialogElement, { pkg: string }>(function SalesDialog({ pkg }, ref) {
  const { links } = useSiteConfig();
  return (
    <dialog ref={ref} aria-labelledby="sales-dialog-title" className="sj-sales-dialog">
      <h2 id="sales-dialog-title">{SALES_TITLE}</h2>
      <p className="sj-sales-dialog-pitch">{salesPitch(pkg)}</p>
      <div className="sj-sales-dialog-qr">
        <QrCode value={links.salesQrUrl} label="销售顾问二维码" size={180} />
      </div>
      <p className="sj-sales-dialog-hotline">或致电服务热线：{HOTLINE}</p>
      <form method="dialog">
        <button type="submit" className="sj-btn">
          关闭
        </button>
      </form>
    </dialog>
  );
});
