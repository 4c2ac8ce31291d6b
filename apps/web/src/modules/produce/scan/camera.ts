import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * A QR reader for the device camera: the browser's own BarcodeDetector where it has one (Android
 * Chrome), else the barcode-detector ponyfill over zxing-wasm, its .wasm served by us (precached for
 * offline use) rather than fetched from a CDN the floor's network may not reach.
 */
export async function qrDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return new native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** The Chinese reason a camera could not be opened. */
export function cameraError(e: unknown): string {
  const name = e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return '未获得摄像头权限，请在浏览器设置中允许使用摄像头';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '未找到可用的摄像头';
  if (name === 'NotReadableError') return '摄像头被其他应用占用';
  if (!navigator.mediaDevices?.getUserMedia) return '当前浏览器不支持摄像头扫码（需 HTTPS 访问），请使用扫码枪或手动输入';
  return '摄像头打开失败，请使用扫码枪或手动输入';
}
