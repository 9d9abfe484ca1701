import QRCode from 'qrcode';
import { escapeHtml } from './html';

/**
 * A QR code of `text` as inline SVG markup (one path of dark modules, a four-module quiet zone), drawn on the
 * server so the hosted page needs no script or image origin for it and its CSP stays strict.
 *
 * @example
 * qrSvg('http://127.0.0.1:4011/phone/abc', 'QR code');
 */
export function qrSvg(text: string, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules.get(y, x)) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }
  }
  const box = size + quiet * 2;
  return `<svg class="vf-qr" data-testid="handoff-qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${box}" height="${box}" fill="#fff"/><path fill="#000" d="${parts.join('')}"/></svg>`;
}
