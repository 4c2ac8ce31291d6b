import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { readDrawingFile, type DrawingResult } from '@al/cad';
import type { JobProcessor } from '../../core/jobs/types.ts';

export interface ConvertJobData {
  fileName: string;
  /** where the drawing is in the file store (the thread reads it itself: nothing large crosses threads) */
  path?: string;
  /** or the drawing's bytes, base64, for a file kept in its row (job data must survive BullMQ's JSON) */
  base64?: string;
  /**
   * Where to write the parts, one JSON line each, when there are more than a few: a 45 MB drawing's
   * parts are 130 MB of JSON, which a message between threads would deserialise on the event loop
   * in one go (seconds); read from a file, they are parsed a step at a time.
   */
  partsPath?: string;
}

export type ConvertedPart = Omit<DrawingResult['parts'][number], 'texts' | 'bbox'> & { texts: string[] };

export interface ConvertJobResult {
  ok: boolean;
  /** The parts, when they came with the result; else they are in `partsPath`. */
  parts: ConvertedPart[];
  /** A file of the parts, one JSON object a line (see ConvertJobData.partsPath). */
  partsPath?: string;
  /** How many parts the drawing had (also when they are in the file). */
  partCount?: number;
  warnings: string[];
  errors: string[];
  units: string;
}

/** Results of at most this many parts travel in the message itself. */
export const INLINE_PARTS = 50;

/** Reads one drawing into parts in a worker thread, away from the HTTP loop. */
export function convertBytes(fileName: string, bytes: Uint8Array): Promise<ConvertJobResult> {
  return readDrawingFile(fileName, bytes).then((r) => ({
    ok: r.ok,
    parts: r.parts.map(({ texts, bbox: _bbox, ...p }) => ({ ...p, texts: texts.map((t) => t.text) })),
    partCount: r.parts.length,
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
  if (data.partsPath && result.parts.length > INLINE_PARTS) {
    const out = createWriteStream(data.partsPath);
    for (const part of result.parts) if (!out.write(`${JSON.stringify(part)}\n`)) await once(out, 'drain');
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    return { ...result, parts: [], partsPath: data.partsPath };
  }
  return result;
};
export default convert;
