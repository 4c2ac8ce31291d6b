import { SerialType } from '@al/contracts';
import { describe, expect, it } from 'vitest';
import { defaultsForType, describeRule, exampleNumber } from './example.ts';

const day = new Date(2024, 5, 18);

describe('example number of the form', () => {
  it('follows the values being typed (DOMAIN.md §3 examples)', () => {
    expect(
      exampleNumber({ prefix: 'FH', datePart: 'yyMMdd', serialLength: 4, serialType: 1, startValue: 7 }, day),
    ).toBe('FH2406180007');
    expect(
      exampleNumber(
        { prefix: 'HT', datePart: 'yyyyMM', separator: '-', serialLength: 3, serialType: 3, startValue: 12 },
        day,
      ),
    ).toBe('HT202406-012');
    expect(exampleNumber({ prefix: ' ', datePart: undefined, serialLength: 5, serialType: 5 }, day)).toBe(
      '00001',
    );
  });

  it('waits for a valid serial length and a reset period', () => {
    expect(exampleNumber({ prefix: 'FH', serialType: 1 }, day)).toBeNull();
    expect(exampleNumber({ prefix: 'FH', serialLength: 9, serialType: 1 }, day)).toBeNull();
    expect(exampleNumber({ prefix: 'FH', serialLength: 4 }, day)).toBeNull();
  });

  it('describes a rule in words', () => {
    expect(
      describeRule({
        prefix: 'FH',
        datePart: 'yyMMdd',
        separator: null,
        serialLength: 4,
        serialType: SerialType.daily,
      }),
    ).toBe('前缀 FH · yyMMdd · 4位流水 · 按日重置');
    expect(
      describeRule({
        prefix: null,
        datePart: null,
        separator: '-',
        serialLength: 6,
        serialType: SerialType.yearly,
      }),
    ).toBe('无前缀 · 无日期 · 分隔符 - · 6位流水 · 按年重置');
  });

  it('starts a new rule from the chosen type’s default while prefix and date part are empty', () => {
    expect(defaultsForType({ documentType: 3 }, { documentType: 3 })).toEqual({
      prefix: 'FH',
      datePart: 'yyMMdd',
      serialType: 1,
    });
    expect(defaultsForType({ documentType: 3 }, { documentType: 3, prefix: 'X' })).toBeUndefined();
    expect(defaultsForType({ prefix: 'X' }, { prefix: 'X' })).toBeUndefined();
  });
});
