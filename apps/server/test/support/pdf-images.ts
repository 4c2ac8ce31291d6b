import { inflateSync } from 'node:zlib';

export interface PdfImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel (what jsQR takes) */
  rgba: Uint8ClampedArray;
}

/** Undoes the PNG row filters of a /Predictor ≥ 10 stream (each row starts with its filter byte). */
function unpredict(data: Buffer, bpp: number, width: number, height: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = data[y * (stride + 1)]!;
    const row = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][type] ?? 0;
      out[y * stride + x] = (row[x]! + add) & 0xff;
    }
  }
  return out;
}

/**
 * The colour images of a PDF as pdfkit writes them (uncompressed PDF objects, FlateDecode image
 * streams, 8-bit DeviceRGB or DeviceGray, optionally with the PNG predictor). Enough to read back
 * the QR codes our label sheets embed, without a PDF renderer.
 */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const images: PdfImage[] = [];
  // one object at a time: its dictionary up to the stream keyword, never across an endobj
  const re = /\d+ \d+ obj\s*<<((?:(?!endobj)[^])*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const dict = m[1]!;
    if (!dict.includes('/Subtype /Image')) continue;
    const num = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)?.[1] ?? NaN);
    const colour = /\/ColorSpace \/Device(RGB|Gray)/.exec(dict)?.[1];
    if (!colour || !dict.includes('/FlateDecode') || num('BitsPerComponent') !== 8) continue;
    const width = num('Width');
    const height = num('Height');
    const length = num('Length');
    const start = m.index + m[0].length;
    let raw: Buffer = inflateSync(pdf.subarray(start, start + length));
    const bpp = colour === 'RGB' ? 3 : 1;
    if (/\/Predictor 1\d/.test(dict)) raw = unpredict(raw, bpp, width, height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let k = 0; k < 3; k++) rgba[i * 4 + k] = raw[i * bpp + (bpp === 3 ? k : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}
