import QRCode from 'qrcode';

/** A QR code as an SVG path of its dark modules (one unit each) and its size in modules. */
export interface QrPath {
  size: number;
  d: string;
}

/**
 * The QR code of `text` as a path to draw in an `<svg>` (docs/product.md, "Desk": the second
 * factor's set-up), built in the page from the `qrcode` package's matrix, so the secret it holds
 * is never sent anywhere to be drawn and no markup is injected.
 */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}
