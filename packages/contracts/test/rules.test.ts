import { describe, expect, it } from 'vitest';
import {
  dateRangeLimitMessage,
  deviceType,
  contentWidth,
  discountBadge,
  exceedsDateRange,
  greeting,
  passwordProblem,
  passwordStrength,
  sanitizeFilename,
  textLength,
} from '../src/rules/index.ts';

describe('textLength', () => {
  it('counts characters above code 255 as two', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('示范铝业')).toBe(8);
    expect(textLength('铝a')).toBe(3);
    expect(textLength('é')).toBe(1);
    expect(textLength('')).toBe(0);
  });
});

describe('passwordStrength', () => {
  it('levels and meter', () => {
    expect(passwordStrength('')).toMatchObject({ level: 0, percent: 10, color: 'red', passes: false });
    expect(passwordStrength('123456')).toMatchObject({ level: 1, percent: 30, color: 'red', passes: false });
    expect(passwordStrength('abcdef')).toMatchObject({ level: 1, percent: 30, passes: false });
    expect(passwordStrength('abc123')).toMatchObject({ level: 2, percent: 60, color: 'orange', passes: true });
    expect(passwordStrength('1q2w3E*')).toMatchObject({ level: 3, percent: 100, color: 'green', passes: true });
    expect(passwordStrength('**--')).toMatchObject({ level: 1, passes: false });
  });
});

describe('passwordProblem: the one rule of every path that sets a password', () => {
  it('length 6–32 and two character classes, in the spec\'s words', () => {
    expect(passwordProblem('')).toBe('请输入密码');
    expect(passwordProblem('a1')).toBe('至少6位密码，区分大小写');
    expect(passwordProblem('aaaaaa')).toBe('密码强度不够');
    expect(passwordProblem('abc123')).toBeNull();
    expect(passwordProblem('Aa1-'.repeat(8))).toBeNull();
    expect(passwordProblem('Aa1-'.repeat(8) + 'x', '新密码')).toBe('新密码长度不能超过32个字符');
  });
});

describe('sanitizeFilename', () => {
  it('replaces forbidden characters with full-width forms and spaces with %20', () => {
    expect(sanitizeFilename('a/b\\c:d*e?f"g<h>i|j')).toBe('a／b＼c：d＊e？f＂g＜h＞i｜j');
    expect(sanitizeFilename('my file.xlsx')).toBe('my%20file.xlsx');
    expect(sanitizeFilename('报表.pdf')).toBe('报表.pdf');
  });
});

describe('greeting', () => {
  it('by hour', () => {
    expect(greeting(0)).toBe('早上好');
    expect(greeting(8)).toBe('早上好');
    expect(greeting(9)).toBe('上午好');
    expect(greeting(11)).toBe('上午好');
    expect(greeting(12)).toBe('中午好');
    expect(greeting(13)).toBe('中午好');
    expect(greeting(14)).toBe('下午好');
    expect(greeting(19)).toBe('下午好');
    expect(greeting(20)).toBe('晚上好');
    expect(greeting(23)).toBe('晚上好');
  });
});

describe('discountBadge', () => {
  it('ten times sales over original, one decimal', () => {
    expect(discountBadge(85, 100)).toBe('8.5折');
    expect(discountBadge(1999, 2999)).toBe('6.7折');
    expect(discountBadge(100, 100)).toBe('10.0折');
    expect(discountBadge(1, 0)).toBe('');
  });
});

describe('deviceType', () => {
  it('by width', () => {
    expect(deviceType(375)).toBe('mobile');
    expect(deviceType(575)).toBe('mobile');
    expect(deviceType(576)).toBe('tablet');
    expect(deviceType(1199)).toBe('tablet');
    expect(deviceType(1200)).toBe('desktop');
    expect(contentWidth(1440, false)).toBe(1185);
    expect(contentWidth(1440, true)).toBe(1361);
  });
});

describe('date range limit', () => {
  it('message and check', () => {
    expect(dateRangeLimitMessage(1, 'year')).toBe('时间不可超过1年');
    expect(dateRangeLimitMessage(3, 'month')).toBe('时间不可超过3个月');
    expect(dateRangeLimitMessage(31, 'day')).toBe('时间不可超过31天');
    expect(exceedsDateRange(new Date(2024, 0, 1), new Date(2024, 11, 31), 1, 'year')).toBe(false);
    expect(exceedsDateRange(new Date(2024, 0, 1), new Date(2025, 0, 2), 1, 'year')).toBe(true);
    expect(exceedsDateRange(new Date(2024, 0, 1), new Date(2024, 0, 9), 7, 'day')).toBe(true);
  });
});
