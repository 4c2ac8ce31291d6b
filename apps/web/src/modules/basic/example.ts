import {
  documentTypes,
  formatDocNo,
  serialTypeLabels,
  type DatePart,
  type NumberingRule,
  type SerialType,
} from '@al/contracts';

/**
 * The first number a rule gives on `date`, from the numbering form's values as they are being typed;
 * null while the serial length or the reset period is missing or out of range.
 */
export function exampleNumber(values: Record<string, unknown>, date: Date): string | null {
  const serialLength = values.serialLength;
  if (typeof serialLength !== 'number' || serialLength < 3 || serialLength > 6) return null;
  if (typeof values.serialType !== 'number') return null;
  const start = typeof values.startValue === 'number' && values.startValue >= 1 ? values.startValue : 1;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const rule: NumberingRule = {
    prefix: text(values.prefix),
    datePart: text(values.datePart) as DatePart | null,
    separator: text(values.separator),
    serialLength,
    serialType: values.serialType as SerialType,
  };
  return formatDocNo(rule, date, start);
}

/** A rule in words: 前缀 FH · yyMMdd · 4位流水 · 按日重置. */
export function describeRule(rule: NumberingRule): string {
  return [
    rule.prefix ? `前缀 ${rule.prefix}` : '无前缀',
    rule.datePart ?? '无日期',
    rule.separator ? `分隔符 ${rule.separator}` : null,
    `${rule.serialLength}位流水`,
    `${serialTypeLabels[rule.serialType] ?? rule.serialType}重置`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * When a document type is chosen in a new rule whose prefix and date part are still empty, the form
 * starts from that type's default rule (DOMAIN.md §3).
 */
export function defaultsForType(changed: Record<string, unknown>, all: Record<string, unknown>) {
  if (!('documentType' in changed)) return undefined;
  const d = documentTypes.find((t) => t.value === changed.documentType);
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (!d || !empty(all.prefix) || !empty(all.datePart)) return undefined;
  return { prefix: d.prefix, datePart: d.datePart, serialType: d.serialType };
}
