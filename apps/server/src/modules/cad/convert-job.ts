import { readFile } from 'node:fs/promises';
import { readDrawingFile, type DrawingResult } from '@al/cad';
import type { JobProcessor } from '../../core/jobs/types.ts';

export interface ConvertJobData {
  fileName: string;
  /** where the drawing is in the file store (the thread reads it itself: nothing large crosses threads) */
  path?: string;
  /** or the drawing's bytes, base64, for a file kept in its row (job data must survive BullMQ's JSON) */
  base64?: string;
}

export type ConvertedPart = Omit<DrawingResult['parts'][number], 'texts' | 'bbox'> & { texts: string[] };

export interface ConvertJobResult {
  ok: boolean;
  parts: ConvertedPart[];
  warnings: string[];
  errors: string[];
  units: string;
}

/** Reads one drawing into parts in a worker thread, away from the HTTP loop. */
export function convertBytes(fileName: string, bytes: Uint8Array): Promise<ConvertJobResult> {
  return readDrawingFile(fileName, bytes).then((r) => ({
    ok: r.ok,
    parts: r.parts.map(({ texts, bbox: _bbox, ...p }) => ({ ...p, texts: texts.map((t) => t.text) })),
    warnings: r.warnings.map((w) => w.message),
    errors: r.errors.map((e) => e.message),
    units: r.units.name,
  }));
}

const convert: JobProcessor<ConvertJobData, ConvertJobResult> = async (data, ctx) => {
  ctx.progress(5);
  const bytes = data.path ? await readFile(data.path) : Buffer.from(data.base64 ?? '', 'base64');
  ctx.progress(20);
  const result = await convertBytes(data.fileName, bytes);
  ctx.progress(90);
  return result;
};
export default convert;
