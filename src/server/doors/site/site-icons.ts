import { readFile } from 'node:fs/promises';
import { escapeHtml } from '../../platform/text/escape-html';

/** sharp is heavy; only the icon and share-image routes need it, so it loads on first use. */
async function loadSharp() {
  const module = await import('sharp');
  return module.default;
}

export async function pngFromSvg(svg: Buffer, width: number, height = width): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(svg, { density: 300 }).resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}

/**
 * A real .ico file: the ICO header and directory, each image stored as PNG (allowed since
 * Windows Vista and read by every browser).
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The 1200x630 share card: the club's mark and name on the fairway green. */
export function shareImageSvg(clubName: string, markSvg: string): Buffer {
  const mark = markSvg.replace('<svg ', '<svg x="120" y="195" width="240" height="240" ');
  const name = escapeHtml(clubName);
  // Long names shrink so they stay on the card.
  const fontSize = Math.min(64, Math.floor(1300 / Math.max(clubName.length, 1)));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">` +
      `<rect width="1200" height="630" fill="#1b5e2a"/>${mark}` +
      `<text x="420" y="300" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${name}</text>` +
      `<text x="420" y="380" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#d3f9d8">Remote golf, together.</text></svg>`,
  );
}

export function readMark(file: string): Promise<string> {
  return readFile(file, 'utf8');
}
