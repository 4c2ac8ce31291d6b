export { readDxf, INSUNITS } from './read.ts';
export type { ReadOptions, DrawingResult, Part, PartText, Issue, UnitName } from './read.ts';
export { parseDxf, decodeDxfBytes } from './dxf.ts';
export type { DxfDocument, DxfEntity, DxfRecord, DxfBlock } from './dxf.ts';
export { DEFAULT_TEXT_PATTERNS, extractFields, stripMtext, cleanText } from './texts.ts';
export type { TextPatterns, TextFields } from './texts.ts';
export { partThumbnail } from './thumbnail.ts';
export type { Pt, BBox } from './geom.ts';
