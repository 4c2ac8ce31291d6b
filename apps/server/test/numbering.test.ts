import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocNo, periodKey, SerialType, validateNumberingRule } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { inScope } from '../src/core/db/scoped.ts';
import { nextDocNo } from '../src/core/numbering/numbering.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('numbering', () => {
  it('formats numbers as DOMAIN.md §3 shows them', () => {
    const d = new Date(2024, 5, 18);
    expect(formatDocNo({ prefix: 'FH', datePart: 'yyMMdd', separator: null, serialLength: 4, serialType: SerialType.daily }, d, 7)).toBe('FH2406180007');
    expect(formatDocNo({ prefix: 'HT', datePart: 'yyyyMM', separator: '-', serialLength: 3, serialType: SerialType.monthly }, d, 12)).toBe('HT202406-012');
    expect(periodKey(SerialType.quarterly, d)).toBe('2024-Q2');
    expect(periodKey(SerialType.yearly, d)).toBe('2024');
  });

  it('requires the date part to be at least as fine as the reset', () => {
    const base = { prefix: 'X', separator: null, serialLength: 4 };
    expect(validateNumberingRule({ ...base, datePart: 'yyMM', serialType: SerialType.daily })).toHaveLength(1);
    expect(validateNumberingRule({ ...base, datePart: 'yyyyMMdd', serialType: SerialType.daily })).toHaveLength(0);
    expect(validateNumberingRule({ ...base, datePart: null, serialType: SerialType.monthly })).toHaveLength(1);
    expect(validateNumberingRule({ ...base, datePart: 'yyyyMM', serialType: SerialType.quarterly })).toHaveLength(0);
    expect(validateNumberingRule({ ...base, datePart: null, serialType: SerialType.yearly })).toHaveLength(0);
  });

  it('gives 50 concurrent requests 50 distinct consecutive numbers', async () => {
    const scope = { tenantId: t.ids.enterpriseId, userId: t.ids.demoUserId, factoryId: null };
    const date = new Date(2026, 10, 22);
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => inScope(t.server.database.db, scope, (tx) => nextDocNo(tx, scope.tenantId, 3, date))),
    );
    expect(new Set(numbers).size).toBe(50);
    const serials = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(numbers.every((n) => n.startsWith('FH261122'))).toBe(true);
  });

  it('uses the tenant rule once one is set, and counters are per tenant', async () => {
    const token = await t.login();
    const res = await t.call({
      method: 'POST',
      url: '/api/basic/custom-order-code',
      token,
      payload: { documentType: 1, prefix: 'SFHT', datePart: 'yyyyMM', separator: '-', serialLength: 3, serialType: 3, startValue: 10, enabled: true },
    });
    expect(res.statusCode).toBe(200);
    const date = new Date(2026, 10, 22);
    const take = (tenantId: string) =>
      inScope(t.server.database.db, { tenantId, userId: null, factoryId: null }, (tx) => nextDocNo(tx, tenantId, 1, date));
    expect(await take(t.ids.enterpriseId)).toBe('SFHT202611-010');
    expect(await take(t.ids.enterpriseId)).toBe('SFHT202611-011');
    expect(await take(t.ids.personalId)).toBe('HT2026110001');
  });

  it('lists the rule in force for every document type with its source and example', async () => {
    const token = await t.login();
    const res = await t.call({ method: 'GET', url: '/api/basic/custom-order-code/effective', token });
    const items = res.json().items as { documentType: number; source: string; ruleId: string | null; example: string }[];
    expect(items).toHaveLength(31);
    const contract = items.find((i) => i.documentType === 1)!;
    expect(contract.source).toBe('custom');
    expect(contract.ruleId).toBeTruthy();
    expect(contract.example).toMatch(/^SFHT\d{6}-010$/);
    expect(items.find((i) => i.documentType === 2)).toMatchObject({ source: 'default', ruleId: null });
  });

  it('dates numbers in the factory time zone, not the server clock', () => {
    expect(process.env.TZ).toBe('Asia/Shanghai');
    // 2026-11-22 17:30 UTC is already 23 November in China.
    const late = new Date(Date.UTC(2026, 10, 22, 17, 30));
    expect(formatDocNo({ prefix: 'FH', datePart: 'yyMMdd', separator: null, serialLength: 4, serialType: SerialType.daily }, late, 1)).toBe('FH2611230001');
  });
});
