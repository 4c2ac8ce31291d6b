import { beforeEach, describe, expect, it } from 'vitest';
import type { TenantInfo } from '@al/contracts';
import { useTabs } from '../src/shell/tabs.ts';
import { spaceState, ellipsis } from '../src/shell/spaceState.ts';
import { mergeColumns, moveColumn, type ColumnSetting } from '../src/components/TableContainer/columnSettings.ts';
import { pushHistory, readHistory, writeHistory } from '../src/components/SearchBar/formHistory.ts';
import { isTestHost } from '../src/shell/TestBanner.tsx';
import { siderWidth } from '../src/shell/SideMenu.tsx';
import { safeRedirect } from '../src/modules/account/LoginPage.tsx';

const tab = (k: string) => ({ key: k, path: k, title: k });

describe('tab bar', () => {
  beforeEach(() => useTabs.getState().reset());
  const keys = () => useTabs.getState().tabs.map((t) => t.key);
  const open = (...ks: string[]) => ks.forEach((k) => useTabs.getState().open(tab(k)));

  it('close current goes to the neighbour; the last tab stays', () => {
    open('/a', '/b', '/c');
    expect(useTabs.getState().close('/c', '/c')).toBe('/b');
    expect(keys()).toEqual(['/a', '/b']);
    expect(useTabs.getState().close('/a', '/b')).toBeNull();
    expect(keys()).toEqual(['/b']);
    expect(useTabs.getState().close('/b', '/b')).toBeNull();
    expect(keys()).toEqual(['/b']);
  });

  it('close right, left and all', () => {
    open('/a', '/b', '/c', '/d');
    expect(useTabs.getState().closeRight('/b', '/d')).toBe('/b');
    expect(keys()).toEqual(['/a', '/b']);
    expect(useTabs.getState().closeLeft('/b', '/b')).toBeNull();
    expect(keys()).toEqual(['/b']);
    open('/e', '/f');
    expect(useTabs.getState().closeAll('/e')).toBeNull();
    expect(keys()).toEqual(['/e']);
  });

  it('a page that changes its own address keeps its place; an address already open is not doubled', () => {
    open('/a', '/d?tenantId=1', '/c');
    useTabs.getState().replace('/d?tenantId=1', tab('/d?id=9'));
    expect(keys()).toEqual(['/a', '/d?id=9', '/c']);
    open('/d?id=9');
    expect(keys()).toEqual(['/a', '/d?id=9', '/c']);
    useTabs.getState().replace('/a', tab('/c'));
    expect(keys()).toEqual(['/c', '/d?id=9']);
    useTabs.getState().replace('/gone', tab('/x'));
    expect(keys()).toEqual(['/c', '/d?id=9', '/x']);
  });
});

describe('space state tag', () => {
  const t = (p: Partial<TenantInfo>): TenantInfo => ({
    tenantId: '1',
    displayName: 'x',
    editionName: null,
    editionId: null,
    editionType: 2,
    logoUrl: null,
    isActive: true,
    isFreeEdition: false,
    isInTrialPeriod: false,
    daysToExpire: 100,
    ...p,
  });
  it('days to expiry at 5 or fewer, trial, in use, expired', () => {
    expect(spaceState(t({ daysToExpire: 5 })).text).toBe('5天后到期');
    expect(spaceState(t({ daysToExpire: 6 })).text).toBe('使用中');
    expect(spaceState(t({ isInTrialPeriod: true })).text).toBe('试用中');
    expect(spaceState(t({ daysToExpire: 0, isActive: false })).text).toBe('已过期');
    expect(spaceState(t({ daysToExpire: null })).text).toBe('使用中');
    expect(ellipsis('一二三四五六七八九十一二三四五六七八九十一')).toBe('一二三四五六七八九十一二三四五六七八九十...');
  });
});

describe('column settings', () => {
  const cols: ColumnSetting[] = [
    { key: 'a', title: 'A', visible: true, fixed: 'left' },
    { key: 'b', title: 'B', visible: true },
    { key: 'c', title: 'C', visible: true },
  ];
  it('drag rules: frozen columns, no children', () => {
    expect(moveColumn(cols, 'a', 'c', 'after')).toEqual({ ok: false, message: '冻结列不能拖动' });
    expect(moveColumn(cols, 'b', 'c', 'inside')).toEqual({ ok: false, message: '不能改为子集' });
    const r = moveColumn(cols, 'c', 'b', 'before');
    expect(r.ok && r.columns.map((c) => c.key)).toEqual(['a', 'c', 'b']);
  });
  it('merges stored settings with the declared columns', () => {
    const m = mergeColumns(cols, [
      { key: 'c', visible: false, width: 120 },
      { key: 'gone', visible: true },
      { key: 'a', visible: true },
    ]);
    expect(m.map((c) => [c.key, c.visible, c.width])).toEqual([
      ['c', false, 120],
      ['a', true, undefined],
      ['b', true, undefined],
    ]);
  });
});

describe('form history', () => {
  it('keeps 3 entries per key, newest first, 30 days, per route path', () => {
    const day = 86_400_000;
    let list = pushHistory([], 'a', 0);
    list = pushHistory(list, 'b', 1);
    list = pushHistory(list, 'c', 2);
    list = pushHistory(list, 'a', 3);
    list = pushHistory(list, 'd', 4);
    expect(list.map((e) => e.value)).toEqual(['d', 'a', 'c']);
    expect(pushHistory(list, 'e', 31 * day).map((e) => e.value)).toEqual(['e']);
    localStorage.clear();
    writeHistory('/x', 'title', '钢板');
    writeHistory('/y', 'title', '铝板');
    expect(readHistory('/x', 'title')).toEqual(['钢板']);
    expect(readHistory('/x', 'title', Date.now() + 31 * day)).toEqual([]);
  });
});

describe('small rules of the shell', () => {
  it('test hosts, sider widths, redirects', () => {
    expect(isTestHost('test.alcloud.cn')).toBe(true);
    expect(isTestHost('app-test.alcloud.cn')).toBe(true);
    expect(isTestHost('www.alcloud.cn')).toBe(false);
    expect(isTestHost('localhost')).toBe(false);
    expect(siderWidth(false, 1)).toBe(256);
    expect(siderWidth(true, 1)).toBe(80);
    expect(siderWidth(true, 2)).toBe(120);
    expect(safeRedirect('/all-message?x=1')).toBe('/all-message?x=1');
    expect(safeRedirect('//evil.com')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
  });
});
