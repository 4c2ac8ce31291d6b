import type { DocSourceDef } from '../document/define.ts';
import type { FieldDef } from '../resource/define.ts';

export const WAREHOUSE_REF = { basePath: '/api/basic/warehouse', label: 'name' };
export const TEXTURE_REF = { basePath: '/api/basic/material-texture', label: 'name' };
export const SUPPLIER_REF = { basePath: '/api/basic/supplier', label: 'name' };

/** The plate spec of a line: what identifies a plate item in the ledger and in purchasing. */
export const plateSpec = {
  materialTextureId: { kind: 'uuid', label: '材质', required: true, ref: TEXTURE_REF, column: { width: 120 } },
  thickness: { kind: 'decimal', label: '厚度(mm)', required: true, min: 0.01, max: 100, scale: 2, column: { width: 90 } },
  width: { kind: 'decimal', label: '宽(mm)', required: true, min: 1, max: 20000, scale: 2, column: { width: 90 } },
  length: { kind: 'decimal', label: '长(mm)', required: true, min: 1, max: 50000, scale: 2, column: { width: 90 } },
} satisfies Record<string, FieldDef>;

export const remnantField = { kind: 'bool', label: '余料', default: false, column: { width: 70 } } satisfies FieldDef;

/** The spec fields a pulled line copies from its source. */
export const PLATE_SPEC_KEYS = ['materialTextureId', 'thickness', 'width', 'length'] as const;

/**
 * A link along the plate purchasing chain (task → requisition → order → stock-in): pulled lines copy the
 * plate spec, and the source may be pulled from while nothing or some of it is pulled; its state then
 * follows what was pulled (`progress`).
 */
export const plateChainSource = (
  s: Pick<DocSourceDef, 'key' | 'basePath' | 'title' | 'tolerancePct' | 'copyHead'> & { progress: NonNullable<DocSourceDef['progress']> },
): DocSourceDef => {
  const { progress, ...link } = s;
  return { ...link, copy: PLATE_SPEC_KEYS, states: [progress.open, progress.partial], progress };
};

export const sheetsField = (label = '张数') =>
  ({ kind: 'int', label, required: true, min: 1, max: 100000, column: { width: 80 } }) satisfies FieldDef;
export const weightField = { kind: 'decimal', label: '重量(kg)', min: 0, scale: 3, column: { width: 100 } } satisfies FieldDef;
export const docRemarkField = { kind: 'text', label: '备注', max: 500, column: true } satisfies FieldDef;

/** Aluminium's density, kg per mm³ (2.71 t/m³): the weight of a sheet when none is given. */
export const ALUMINIUM_KG_PER_MM3 = 2.71e-6;
export const sheetWeightKg = (thickness: number, width: number, length: number, sheets = 1) =>
  Math.round(thickness * width * length * ALUMINIUM_KG_PER_MM3 * sheets * 1000) / 1000;
