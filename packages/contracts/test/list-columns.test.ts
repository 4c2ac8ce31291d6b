import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnsFor, columnText, columnValue, listColumns } from '../src/list/columns.ts';
import { localDateTime } from '../src/resource/define.ts';

const row = z.object({
  at: z.string(),
  day: z.string().nullable(),
  state: z.number(),
  ok: z.boolean(),
  names: z.array(z.string()),
  amount: z.number(),
  qty: z.number(),
  area: z.number(),
  note: z.string().nullable(),
});
type Row = z.infer<typeof row>;

const list = listColumns(row, [
  { key: 'at', title: '时间', width: 160, text: 'time' },
  { key: 'day', title: '日期', width: 110, text: 'date' },
  { key: 'state', title: '状态', width: 80, text: [{ value: 1, label: '待审核', color: 'processing' }, { value: 2, label: '已审核' }] },
  { key: 'ok', title: '成功', width: 60 },
  { key: 'names', title: '员工', width: 120 },
  { key: 'amount', title: '金额', width: 90, text: 'money' },
  { key: 'qty', title: '数量', width: 60, only: 'excel' },
  { key: 'area', title: '面积(㎡)', width: 90, text: { decimals: 3 } },
  { key: 'note', title: '备注', width: 120, only: 'page' },
  { key: 'summary', title: '摘要', width: 160, text: (r) => `${r.qty}件` },
]);

const at = '2026-03-04T05:06:07.000Z';
const r: Row = { at, day: '2026-03-04', state: 1, ok: true, names: ['张三', '', '李四'], amount: 12.5, qty: 3, area: 1.23456, note: null };
const text = (key: string, x: Row = r) => columnText(list.find((c) => c.key === key)!, x);
const value = (key: string, x: Row = r) => columnValue(list.find((c) => c.key === key)!, x);

describe('a declared list column as text', () => {
  it('reads times, dates, options, yes/no, lists, money and computed cells', () => {
    expect(text('at')).toBe(localDateTime(new Date(at)));
    expect(text('day')).toBe('2026-03-04');
    expect(text('day', { ...r, day: null })).toBe('');
    expect(text('state')).toBe('待审核');
    expect(text('state', { ...r, state: 9 })).toBe('');
    expect(text('ok')).toBe('是');
    expect(text('ok', { ...r, ok: false })).toBe('否');
    expect(text('names')).toBe('张三、李四');
    expect(text('amount')).toBe('12.50');
    expect(text('qty')).toBe('3');
    expect(text('note')).toBe('');
    expect(text('summary')).toBe('3件');
    expect(text('area')).toBe('1.235');
    expect(text('area', { ...r, area: 2 })).toBe('2.000');
  });

  it('keeps numbers numbers for Excel: money rounded to cents, measures whole (the sheet shows their decimals)', () => {
    expect(value('amount', { ...r, amount: 1.005 + 2 })).toBe(3.01);
    expect(value('qty')).toBe(3);
    expect(value('area')).toBe(1.23456);
    expect(value('state')).toBe('待审核');
  });

  it('gives each medium its columns in the declared order', () => {
    expect(columnsFor(list, 'page').map((c) => c.key)).toEqual(['at', 'day', 'state', 'ok', 'names', 'amount', 'area', 'note', 'summary']);
    expect(columnsFor(list, 'excel').map((c) => c.key)).toEqual(['at', 'day', 'state', 'ok', 'names', 'amount', 'qty', 'area', 'summary']);
  });

  it('checks keys against the row type (npm run typecheck covers this file)', () => {
    const missing = [{ key: 'missing', title: '无', width: 80 }];
    // @ts-expect-error: a key the row does not have needs a text computed from the row
    const declared = listColumns(row, missing);
    expect(declared).toBe(missing);
  });
});
