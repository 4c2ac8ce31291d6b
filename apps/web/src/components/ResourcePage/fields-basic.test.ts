import { describe, expect, it } from 'vitest';
import { craftsmanshipItemResource, supplierResource } from '@al/contracts';
import { displayValue, fieldError, toFormValues, toPayload } from './fields.ts';

describe('multiple-choice fields (supplier types)', () => {
  it('edit as a list and travel comma-separated', () => {
    const row = { id: 'x', concurrencyStamp: 's', name: '甲', supplierTypes: '1,3', status: 1 };
    const values = toFormValues(supplierResource, row);
    expect(values.supplierTypes).toEqual(['1', '3']);
    expect(toPayload(supplierResource, { ...values, supplierTypes: ['2', '3'] }).supplierTypes).toBe('2,3');
    // an emptied required list is left out, so that the server names it
    expect(toPayload(supplierResource, { ...values, supplierTypes: [] })).not.toHaveProperty('supplierTypes');
  });
  it('show their labels', () => {
    expect(displayValue(supplierResource.fields.supplierTypes, '1,3')).toBe('板材、配件');
    expect(displayValue(supplierResource.fields.supplierTypes, '')).toBe('');
  });
});

describe('process lists (several rows of the process table)', () => {
  const f = craftsmanshipItemResource.fields.processIds;
  const a = '3f2b8c1e-0d4a-4c7e-9a51-6b2f0e8d7c90';
  const b = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  it('are picked from the process list, several at once', () => {
    expect(f.ref.basePath).toBe('/api/prod/process');
    expect(f.multiple).toBe(true);
  });
  it('edit as a list of ids and travel comma-separated', () => {
    const row = { id: 'x', concurrencyStamp: 's', name: '冲孔', categoryId: a, processIds: `${a},${b}` };
    const values = toFormValues(craftsmanshipItemResource, row);
    expect(values.processIds).toEqual([a, b]);
    expect(toPayload(craftsmanshipItemResource, { ...values, processIds: [b] }).processIds).toBe(b);
    expect(toPayload(craftsmanshipItemResource, { ...values, processIds: [] }).processIds).toBeNull();
  });
  it('accept empty, one id or several, and refuse what is not a list of ids', () => {
    for (const ok of ['', a, [a, b]]) expect(fieldError(f, ok)).toBeNull();
    for (const bad of ['abc', [a, 'x']]) expect(fieldError(f, bad)).toBe('附加工序格式不正确');
  });
});
