import QRCode from 'qrcode';

/** The otpauth URL as an SVG QR code in a data: URL, so the client shows it with a plain <img>. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
