import { describe, expect, it } from 'vitest';
import { supplierResource } from '@al/contracts';
import { displayValue, toFormValues, toPayload } from './fields.ts';

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
