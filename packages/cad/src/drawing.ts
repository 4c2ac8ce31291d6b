/**
 * Entry point for an uploaded drawing file: DXF is read directly; DWG goes through a converter
 * behind the `DwgConverter` interface. No converter ships with the product: the free ones are
 * GPL (LibreDWG) or licensed for end users, not for a hosted service (ODA File Converter), so by
 * default a DWG upload is refused with a message that asks for DXF.
 */
import { type DrawingResult, type ReadOptions, emptyResult, readDxf } from './read.ts';

export interface DwgConverter {
  name: string;
  /** licence the converter is used under */
  licence: string;
  /** true only when that licence allows use in a commercial hosted service */
  commercialUseAllowed: boolean;
  /** DWG bytes → DXF text or bytes */
  toDxf(bytes: Uint8Array, fileName: string): Promise<string | Uint8Array>;
}

export interface DrawingFileOptions extends Omit<ReadOptions, 'fileName'> {
  dwgConverter?: DwgConverter;
}

/** true when the bytes start like a DWG file (AC1012 … AC1032) */
export function looksLikeDwg(bytes: Uint8Array): boolean {
  if (bytes.length < 6) return false;
  const h = String.fromCharCode(...bytes.subarray(0, 6));
  return /^AC1\d{3}$/.test(h);
}

/** Read an uploaded drawing (DXF, or DWG through a licensed converter). Never throws. */
export async function readDrawingFile(fileName: string, bytes: Uint8Array, options: DrawingFileOptions = {}): Promise<DrawingResult> {
  const { dwgConverter, ...readOpts } = options;
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const isDwg = ext === 'dwg' || looksLikeDwg(bytes);
  if (isDwg) {
    if (!dwgConverter || !dwgConverter.commercialUseAllowed) {
      return emptyResult(fileName, 'binary', [
        {
          code: 'dwg-refused',
          message: `文件“${fileName}”是 DWG 格式。系统暂无可用于商业服务授权的 DWG 转换器，无法读取；请在 CAD 中“另存为” DXF（R12–2018 ASCII）后重新上传`,
        },
      ]);
    }
    let dxf: string | Uint8Array;
    try {
      dxf = await dwgConverter.toDxf(bytes, fileName);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return emptyResult(fileName, 'binary', [
        { code: 'dwg-convert', message: `文件“${fileName}”DWG 转换失败（${dwgConverter.name}：${reason}），请另存为 DXF 后重新上传` },
      ]);
    }
    return readDxf(dxf, { ...readOpts, fileName });
  }
  if (ext !== 'dxf' && ext !== '') {
    return emptyResult(fileName, 'binary', [{ code: 'not-dxf', message: `文件“${fileName}”不是 DXF 或 DWG 图纸（扩展名 .${ext}），请上传 DXF 文件` }]);
  }
  return readDxf(bytes, { ...readOpts, fileName });
}
