import { describe, expect, it } from 'vitest';
import { labelListFilters, labelNoOf } from './labelFilters.ts';

describe('label list filters', () => {
  it('sends the date range as the shift dates and drops empty fields', () => {
    expect(labelListFilters({ filter: 'A-2F', projectId: '', processId: undefined, auditState: 1, shiftDate: ['2026-11-01', '2026-11-25'] })).toEqual({
      filter: 'A-2F',
      auditState: 1,
      beginDate: '2026-11-01',
      endDate: '2026-11-25',
    });
    expect(labelListFilters({})).toEqual({});
  });

  it('reads the label number of a QR text or of a typed number', () => {
    expect(labelNoOf(' A-2F-002-004|0a1b2c3d ')).toBe('A-2F-002-004');
    expect(labelNoOf('A 2F 002')).toBe('A 2F 002');
    expect(labelNoOf('  ')).toBe('');
  });
});
