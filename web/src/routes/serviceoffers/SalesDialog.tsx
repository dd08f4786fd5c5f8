// The purchase dialog of /serviceoffers: nothing is sold online, the buttons only show a QR code for
// contacting sales (SPEC §1). A native <dialog>: modal focus, Esc to close, no extra script.
import { forwardRef } from 'react';
import { useSiteConfig } from '../../app-context';
import { QrCode } from '../../components/QrCode';
import { HOTLINE } from '../../components/site';

export const SalesDialog = forwardRef<HTMLDialogElement, { pkg: string }>(function SalesDialog({ pkg }, ref) {
  const { links } = useSiteConfig();
  return (
    <dialog ref={ref} aria-labelledby="sales-dialog-title" style={{ margin: "auto", padding: 24, border: 0, borderRadius: 4, minWidth: 320, textAlign: "center" }}>
      <h2 id="sales-dialog-title" style={{ fontSize: 18, fontWeight: 'bold', marginBottom: 12 }}>
        扫码联系销售
      </h2>
      <p style={{ marginBottom: 12, color: '#666' }}>{pkg ? `咨询「${pkg}」服务，请微信扫码添加销售顾问` : '请微信扫码添加销售顾问'}</p>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <QrCode value={links.salesQrUrl} label="销售顾问二维码" size={180} />
      </div>
      <p style={{ marginTop: 12 }}>或致电服务热线：{HOTLINE}</p>
      <form method="dialog" style={{ marginTop: 12, textAlign: 'right' }}>
        <button type="submit" className="sj-btn">
          关闭
        </button>
      </form>
    </dialog>
  );
});
