import { and, eq, sql } from 'drizzle-orm';
import { documentTypes, internalDocumentTypes, formatDocNo, periodKey, type NumberingRule, type SerialType, type DatePart } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import { customOrderCodes, numberCounters } from './schema.ts';
import { badRequest } from '../http/errors.ts';
import { col } from '../resource/table.ts';

/** The tenant's rule for a document type, or the default of DOMAIN.md §3 when none is set. */
export async function numberingRule(tx: Tx, tenantId: string, documentType: number): Promise<NumberingRule> {
  return (await effectiveRule(tx, tenantId, documentType)).rule;
}

/** The rule in force and where it comes from: the tenant's own (with its id) or the default. */
export async function effectiveRule(
  tx: Tx,
  tenantId: string,
  documentType: number,
): Promise<{ rule: NumberingRule; source: 'custom' | 'default'; ruleId: string | null }> {
  const [row] = await tx
    .select()
    .from(customOrderCodes)
    .where(
      and(
        eq(col(customOrderCodes, 'tenantId'), tenantId),
        eq(col(customOrderCodes, 'documentType'), documentType),
        eq(col(customOrderCodes, 'isDeleted'), false),
        eq(col(customOrderCodes, 'enabled'), true),
      ),
    );
  if (row) {
    const r = row as Record<string, unknown>;
    const rule: NumberingRule = {
      prefix: (r.prefix as string | null) ?? null,
      datePart: (r.datePart as DatePart | null) ?? null,
      separator: (r.separator as string | null) ?? null,
      serialLength: (r.serialLength as number | null) ?? 4,
      serialType: r.serialType as SerialType,
      startValue: r.startValue as number | null,
    };
    return { rule, source: 'custom', ruleId: r.id as string };
  }
  const def: { prefix: string; datePart: DatePart; serialType: SerialType; serialLength?: number } | undefined =
    documentTypes.find((d) => d.value === documentType) ?? internalDocumentTypes.find((d) => d.value === documentType);
  if (!def) throw badRequest(`未知的单据类型：${documentType}`, ['documentType']);
  return {
    rule: { prefix: def.prefix, datePart: def.datePart, separator: null, serialLength: def.serialLength ?? 4, serialType: def.serialType },
    source: 'default',
    ruleId: null,
  };
}

/**
 * Takes the next document number. The counter row is bumped with one atomic upsert, so two
 * concurrent requests can never get the same serial: the second waits for the first's row lock.
 * A rule's start value is the least serial it gives: a rule set after numbers were taken in the
 * period starts there, and a serial already taken is never given again.
 */
export async function nextDocNo(tx: Tx, tenantId: string, documentType: number, date = new Date()): Promise<string> {
  const rule = await numberingRule(tx, tenantId, documentType);
  const key = periodKey(rule.serialType, date);
  const start = Math.max(1, rule.startValue ?? 1);
  const [row] = await tx
    .insert(numberCounters)
    .values({ tenantId, documentType, periodKey: key, value: start })
    .onConflictDoUpdate({
      target: [numberCounters.tenantId, numberCounters.documentType, numberCounters.periodKey],
      set: { value: sql`greatest(${numberCounters.value} + 1, ${start})` },
    })
    .returning({ value: numberCounters.value });
  return formatDocNo(rule, date, row!.value);
}
