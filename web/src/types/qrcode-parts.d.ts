// The two CommonJS parts of `qrcode` 1.5.4 the site uses (the package entry would also pull the canvas
// renderer into the browser and pngjs/fs into the server); @types/qrcode types only the entry.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  const core: { create(text: string, options?: QRCodeOptions): QRCode };
  export default core;
}

declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeToStringOptions } from 'qrcode';
  const svgTag: { render(qr: QRCode, options?: QRCodeToStringOptions): string };
  export default svgTag;
}
