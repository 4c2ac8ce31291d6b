import { describe, expect, it } from 'vitest';
import { deriveProjectStatus, projectInput, ProjectStatus as S } from '../src/index.ts';

describe('deriveProjectStatus (DOMAIN §2.4)', () => {
  it('is drawing prep for a new project or one without live batches', () => {
    expect(deriveProjectStatus([])).toBe(S.drawingPrep);
    expect(deriveProjectStatus([S.voided])).toBe(S.drawingPrep);
  });
  it('takes the most advanced milestone of the non-voided batches', () => {
    expect(deriveProjectStatus([S.drawingPrep, S.nestingDone])).toBe(S.nestingDone);
    // purchasing (128) comes after nesting and before purchase stocked, despite its value
    expect(deriveProjectStatus([S.nestingDone, S.purchasing])).toBe(S.purchasing);
    expect(deriveProjectStatus([S.purchasing, S.purchaseStocked])).toBe(S.purchaseStocked);
    expect(deriveProjectStatus([S.inProduction, S.voided])).toBe(S.inProduction);
  });
  it('needs every live batch shipped for all shipped', () => {
    expect(deriveProjectStatus([S.allShipped, S.inProduction])).toBe(S.partShipped);
    expect(deriveProjectStatus([S.allShipped, S.allShipped, S.voided])).toBe(S.allShipped);
    expect(deriveProjectStatus([S.partSettled, S.allShipped])).toBe(S.partSettled);
  });
  it('is voided when the project is voided, whatever the batches', () => {
    expect(deriveProjectStatus([S.inProduction], true)).toBe(S.voided);
  });
});

describe('projectInput', () => {
  const base = { name: '项目', orderTime: '2026-01-01', deliveryDate: '2026-02-01' };
  it('refuses a delivery before the order and dates before 2020-01-01', () => {
    expect(projectInput.safeParse({ ...base, deliveryDate: '2025-12-31' }).error?.issues[0]?.message).toBe(
      '交货日期不能早于下单日期',
    );
    expect(projectInput.safeParse({ ...base, orderTime: '2019-12-31' }).error?.issues[0]?.message).toBe(
      '下单日期不能早于2020-01-01',
    );
    expect(projectInput.parse(base).projectType).toBe(1);
  });
});
