import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../testing/antdDom.ts';
import { AccessoryLiveProgress } from './AccessoryLiveProgress.tsx';
import type { AccessoryNestOrder } from './accessory-api.ts';


afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const order = (o: Partial<AccessoryNestOrder>): AccessoryNestOrder => ({
  id: 'o1',
  tenantId: 't1',
  factoryId: null,
  orderNo: 'PL2611230001',
  projectId: null,
  batchIds: [],
  accessoryId: null,
  accessoryName: '铝方管加强筋',
  accessorySpec: null,
  accessoryCode: null,
  parameter: { barLength: 6000, kerf: 3, trim: 10 },
  orderState: 2,
  message: null,
  lostProducts: [],
  lineCount: 2,
  pieceCount: 55,
  partsLength: 56.445,
  resultId: null,
  cost: null,
  submitTime: null,
  startTime: null,
  finishTime: null,
  progress: null,
  clientId: null,
  creationTime: '2026-11-23T04:00:00Z',
  creatorId: null,
  lastModificationTime: null,
  lastModifierId: null,
  isDeleted: false,
  deleterId: null,
  deletionTime: null,
  concurrencyStamp: 'c1',
  ...o,
});

describe('AccessoryLiveProgress', () => {
  it('a waiting order says it is queued and shows its actions', () => {
    render(<AccessoryLiveProgress order={order({ orderState: 1 })} actions={<button>取消订单</button>} />);
    expect(screen.getByText('排队中')).toBeTruthy();
    expect(screen.queryByText('已用时间')).toBeNull();
    expect(screen.getByText('取消订单')).toBeTruthy();
  });

  it('a running order shows the solver’s report and the seconds since it started, ticking', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T04:00:10Z'));
    render(<AccessoryLiveProgress order={order({ startTime: '2026-11-23T04:00:00Z', progress: { bars: 12, lowerBound: 11, nodes: 131072, elapsedMs: 900 } })} />);
    const card = screen.getByTestId('accessory-live');
    expect(card.textContent).toContain('已用时间10秒');
    expect(card.textContent).toContain('当前方案根数12');
    expect(card.textContent).toContain('理论最少根数11');
    expect(card.textContent).toContain('131,072');
    expect(card.textContent).toContain('距最优 92%');
    act(() => void vi.advanceTimersByTime(3000));
    expect(card.textContent).toContain('已用时间13秒');
  });
});
