import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { SearchBar, disableFuture, limitDepth, rangePresets, serialiseValues, NUMBER_MAX, NUMBER_MIN, type SearchField } from '../src/components/SearchBar/index.tsx';

// antd needs matchMedia in jsdom
window.matchMedia ??= ((q: string) => ({
  matches: false,
  media: q,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

describe('SearchBar rules', () => {
  it('presets, future dates, number bounds, tree depth', () => {
    const today = dayjs('2026-11-22');
    const labels = rangePresets(today).map((p) => p.label);
    expect(labels).toEqual(['近7天', '近14天', '近30天', '上周', '上月', '去年', '今年']);
    expect(rangePresets(today)[0]!.value[0].format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(rangePresets(today).at(-1)!.value[0].format('YYYY-MM-DD')).toBe('2026-01-01');
    expect(disableFuture(dayjs().add(1, 'day'))).toBe(true);
    expect(disableFuture(dayjs())).toBe(false);
    expect([NUMBER_MIN, NUMBER_MAX]).toEqual([0, 999999999]);
    const deep = [{ value: 1, title: 'a', children: [{ value: 2, title: 'b', children: [{ value: 3, title: 'c', children: [{ value: 4, title: 'd' }] }] }] }];
    expect(limitDepth(deep)[0]!.children![0]!.children![0]!.children).toBeUndefined();
  });

  it('serialises dates as YYYY-MM-DD and trims text', () => {
    const fields: SearchField[] = [
      { type: 'dateRangePicker', name: 'range', label: '时间' },
      { type: 'datePicker', name: 'day', label: '日期' },
      { type: 'input', name: 'q', label: '名称' },
    ];
    expect(
      serialiseValues(fields, { range: [dayjs('2026-01-01'), dayjs('2026-02-01')], day: dayjs('2026-03-04'), q: ' 铝板 ' }),
    ).toEqual({ range: ['2026-01-01', '2026-02-01'], day: '2026-03-04', q: '铝板' });
  });

  it('renders 查询 and 重置 and submits the values', async () => {
    const onSearch = vi.fn();
    render(<SearchBar fields={[{ type: 'input', name: 'q', label: '名称' }]} onSearch={onSearch} />);
    fireEvent.change(screen.getByPlaceholderText('请输入名称'), { target: { value: '铝单板' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(onSearch).toHaveBeenLastCalledWith({ q: '铝单板' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(onSearch).toHaveBeenLastCalledWith({});
  }, 30_000);
});
