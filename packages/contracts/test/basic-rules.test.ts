import { describe, expect, it } from 'vitest';
import {
  checkStoragePosition,
  extractCode,
  fieldSchema,
  MIN_CODE_LENGTH,
  NUMBER_INPUT,
  parsePositionRule,
  resourceInputSchema,
  sanitizeFilename,
  supplierResource,
  textLength,
  warehouseResource,
} from '../src/index.ts';

describe('storage positions', () => {
  it('parses rules of letter ranges and number limits', () => {
    expect(parsePositionRule('A-F,20,30')).toEqual([
      { kind: 'letter', from: 'A', to: 'F' },
      { kind: 'number', limit: 20 },
      { kind: 'number', limit: 30 },
    ]);
    expect(parsePositionRule('a-c,5')).toEqual([{ kind: 'letter', from: 'A', to: 'C' }, { kind: 'number', limit: 5 }]);
    expect(parsePositionRule('')).toBe('库位规则格式应如 A-F,20,30');
    expect(parsePositionRule('A-F,,3')).toBe('库位规则格式应如 A-F,20,30');
    expect(parsePositionRule('F-A,3')).toBe('库位规则“F-A”的字母范围不正确');
    expect(parsePositionRule('A-F,0')).toMatch(/不正确/);
    expect(parsePositionRule('AB,3')).toMatch(/不正确/);
  });

  it('checks the segment count, letter range and 1..limit', () => {
    const rule = 'A-F,20,30';
    expect(checkStoragePosition('A-3-12', rule)).toBeNull();
    expect(checkStoragePosition('f-20-30', rule)).toBeNull();
    expect(checkStoragePosition('A-1-1', rule)).toBeNull();
    expect(checkStoragePosition('A-3', rule)).toBe('库位“A-3”应有3段，以“-”分隔');
    expect(checkStoragePosition('A-3-12-1', rule)).toMatch(/应有3段/);
    expect(checkStoragePosition('G-3-12', rule)).toBe('库位第1段应为A到F的字母');
    expect(checkStoragePosition('AA-3-12', rule)).toBe('库位第1段应为A到F的字母');
    expect(checkStoragePosition('A-0-12', rule)).toBe('库位第2段应为1到20的数字');
    expect(checkStoragePosition('A-21-12', rule)).toBe('库位第2段应为1到20的数字');
    expect(checkStoragePosition('A-3-31', rule)).toBe('库位第3段应为1到30的数字');
    expect(checkStoragePosition('A-x-1', rule)).toMatch(/第2段/);
    expect(checkStoragePosition('A-1.5-1', rule)).toMatch(/第2段/);
    expect(checkStoragePosition('A-1', 'bad')).toMatch(/不正确/);
  });
});

describe('code extraction from names', () => {
  it('needs at least 5 characters', () => {
    expect(MIN_CODE_LENGTH).toBe(5);
    expect(extractCode('外墙板-RAL9010-亮光')).toBe('RAL9010');
    expect(extractCode('A1234 面板')).toBe('A1234');
    expect(extractCode('A123 面板')).toBeNull();
    expect(extractCode('ABCDEF 无数字')).toBeNull();
    expect(extractCode('')).toBeNull();
  });
  it('prefers the longest known code the name holds, ignoring short ones', () => {
    const known = ['RAL90', 'RAL9010', 'R90'];
    expect(extractCode('外墙板-ral9010-亮光', known)).toBe('RAL9010');
    expect(extractCode('R90 样板', known)).toBeNull();
    expect(extractCode('无色号', known)).toBeNull();
  });
});

describe('number input defaults, text length, file names', () => {
  it('numbers default to 0..999999999 step 1', () => {
    expect(NUMBER_INPUT).toEqual({ min: 0, max: 999999999, step: 1 });
    const s = fieldSchema({ kind: 'int', label: '数量', required: true });
    expect(s.safeParse(0).success).toBe(true);
    expect(s.safeParse(999999999).success).toBe(true);
    expect(s.safeParse(1000000000).error?.issues[0]?.message).toBe('数量不能大于999999999');
    expect(s.safeParse(-1).error?.issues[0]?.message).toBe('数量不能小于0');
  });
  it('counts characters above code 255 as two and sanitises names', () => {
    expect(textLength('铝板A')).toBe(5);
    expect(textLength('')).toBe(0);
    expect(sanitizeFilename('供应商 列表:2026?.xlsx')).toBe('供应商%20列表：2026？.xlsx');
  });
});

describe('basic definitions', () => {
  it('stores several supplier types comma-separated and refuses unknown ones', () => {
    const s = resourceInputSchema(supplierResource);
    expect(s.safeParse({ name: '甲', supplierTypes: '1,3' }).success).toBe(true);
    expect(s.safeParse({ name: '甲', supplierTypes: '1,9' }).error?.issues[0]?.message).toBe('供应商类型的取值不正确');
    expect(s.safeParse({ name: '甲', supplierTypes: '' }).error?.issues[0]?.message).toBe('供应商类型不能为空');
  });
  it('checks a warehouse position rule on the form and the server alike', () => {
    const s = resourceInputSchema(warehouseResource);
    expect(s.safeParse({ name: '仓', type: 1, positionRule: 'A-F,20' }).success).toBe(true);
    expect(s.safeParse({ name: '仓', type: 1, positionRule: 'A-F,x' }).error?.issues[0]?.path).toEqual(['positionRule']);
  });
});
