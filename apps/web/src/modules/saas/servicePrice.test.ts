import { describe, expect, it } from 'vitest';
import type { PriceGroup, PriceItem } from '@al/contracts';
import { servicePriceFromGroups } from './servicePrice.ts';

const item = (periodValue: number, salesPrice: number): PriceItem => ({
  id: `${periodValue}`,
  salesPrice,
  originalPrice: salesPrice,
  periodValue,
  periodName: '',
  availableName: '',
  unit: '元',
  description: '',
});
const groups: PriceGroup[] = [
  { groupName: '标准', priceItems: [item(6, 660), item(12, 1200)] },
  { groupName: '长期', priceItems: [item(36, 1000)] },
];

describe('service line price from the feature price list', () => {
  it('takes the item of the wanted period, per month', () => {
    expect(servicePriceFromGroups(groups, 12)).toEqual({ unitPrice: 100, months: 12 });
    expect(servicePriceFromGroups(groups, 36)).toEqual({ unitPrice: 27.78, months: 36 });
  });
  it('falls back to the first item; nothing without prices', () => {
    expect(servicePriceFromGroups(groups, 24)).toEqual({ unitPrice: 110, months: 6 });
    expect(servicePriceFromGroups([], 12)).toBeNull();
  });
});
