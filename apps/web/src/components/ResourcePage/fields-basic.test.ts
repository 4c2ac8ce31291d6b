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

describe('process id lists (no process table yet: typed in)', () => {
  const f = craftsmanshipItemResource.fields.processIds;
  const a = '3f2b8c1e-0d4a-4c7e-9a51-6b2f0e8d7c90';
  const b = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  it('say in the form what to enter', () => {
    expect(f.placeholder).toBe('工序ID，多个用英文逗号分隔');
    expect(f.tooltip).toContain('多个ID用英文逗号分隔');
  });
  it('accept empty, one id or ids joined by commas and refuse anything else with the shape', () => {
    for (const ok of ['', a, `${a},${b}`]) expect(fieldError(f, ok)).toBeNull();
    const msg = '附加工序格式不正确：应为36位的工序ID，多个用英文逗号分隔，不含空格';
    for (const bad of ['abc', `${a}, ${b}`, `${a}，${b}`, `${a},`, a.slice(0, 35)]) expect(fieldError(f, bad)).toBe(msg);
  });
});
