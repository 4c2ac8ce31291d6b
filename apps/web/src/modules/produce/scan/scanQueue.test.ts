import { beforeEach, describe, expect, it } from 'vitest';
import { SCAN_QUEUE_MAX } from '@al/contracts';
import { ApiError } from '../../../lib/request.ts';
import { scanQueue, type QueuedScan } from './scanQueue.ts';

const scan = (n: number): QueuedScan => ({
  key: `k${n}`,
  labelNo: `L${n}`,
  processName: '折弯',
  body: { qrText: `L${n}`, processId: 'p', equipmentId: 'e', employeeIds: ['w'], isRework: false, scanTime: new Date(2026, 0, 1, 8, n).toISOString() },
});

beforeEach(() => localStorage.clear());

describe('the offline scan queue', () => {
  it('sends in the order scanned, keeps refused ones with their reason, and stops at the first unanswered call', async () => {
    for (const n of [1, 2, 3, 4]) scanQueue.add(scan(n));
    const seen: string[] = [];
    const res = await scanQueue.flush(async (body) => {
      seen.push(body.qrText);
      if (body.qrText === 'L2') throw new ApiError(400, '标签“L2”已在工序“折弯”报工，不能重复报工');
      if (body.qrText === 'L4') throw new ApiError(0, '服务异常');
    });
    expect(seen).toEqual(['L1', 'L2', 'L3', 'L4']);
    expect(res).toEqual({ sent: 2, refused: 1 });
    // L4 got no answer: it stays for the next round, with its own scan time
    expect(scanQueue.items().map((x) => x.labelNo)).toEqual(['L4']);
    expect(scanQueue.items()[0]!.body.scanTime).toBe(scan(4).body.scanTime);
    expect(scanQueue.refused().map((x) => [x.labelNo, x.reason])).toEqual([['L2', '标签“L2”已在工序“折弯”报工，不能重复报工']]);
    expect(await scanQueue.flush(async () => undefined)).toEqual({ sent: 1, refused: 0 });
    expect(scanQueue.items()).toEqual([]);
    scanQueue.clearRefused();
    expect(scanQueue.refused()).toEqual([]);
  });

  it('a server that is down (5xx) is no refusal: the scan waits', async () => {
    scanQueue.add(scan(1));
    expect(await scanQueue.flush(async () => Promise.reject(new ApiError(502, 'Bad Gateway')))).toEqual({ sent: 0, refused: 0 });
    expect(scanQueue.items()).toHaveLength(1);
  });

  it('holds at most SCAN_QUEUE_MAX scans', () => {
    for (let n = 0; n < SCAN_QUEUE_MAX; n++) expect(scanQueue.add(scan(n))).toBe(true);
    expect(scanQueue.add(scan(SCAN_QUEUE_MAX))).toBe(false);
    expect(scanQueue.items()).toHaveLength(SCAN_QUEUE_MAX);
  });
});
