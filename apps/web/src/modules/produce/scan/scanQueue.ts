import { SCAN_QUEUE_MAX, type LabelScanInput } from '@al/contracts';
import { ApiError } from '../../../lib/request.ts';
import { storage } from '../../../lib/storage.ts';

/** A scan kept on this device because the network was down when it was confirmed. */
export interface QueuedScan {
  key: string;
  body: LabelScanInput & { scanTime: string };
  labelNo: string;
  processName: string;
}

/** A queued scan the server refused when it was sent, with its reason: the worker sees it and clears it. */
export interface RefusedScan extends QueuedScan {
  reason: string;
}

const QUEUE_KEY = 'SCAN_QUEUE';
const REFUSED_KEY = 'SCAN_REFUSED';

/** A failure that says nothing about the scan: no answer (offline, timeout) or a server that is down. */
export const isNetworkFailure = (e: unknown) => e instanceof ApiError && (e.status === 0 || e.status >= 500);

/**
 * The offline queue, kept in localStorage so that it outlives a closed tab or a restarted phone.
 * Scans are sent in the order they were made (route order can depend on it); a refused scan moves to
 * the refused list and the next is sent; no answer stops the round and keeps the rest for the next.
 */
export const scanQueue = {
  items: (): QueuedScan[] => storage.get<QueuedScan[]>(QUEUE_KEY) ?? [],
  refused: (): RefusedScan[] => storage.get<RefusedScan[]>(REFUSED_KEY) ?? [],
  /** Adds a scan; false when the device already holds the most it may. */
  add(scan: QueuedScan): boolean {
    const items = scanQueue.items();
    if (items.length >= SCAN_QUEUE_MAX) return false;
    storage.set(QUEUE_KEY, [...items, scan]);
    return true;
  },
  clearRefused: () => storage.remove(REFUSED_KEY),
  /** Sends what is queued; answers how many were taken and how many refused. */
  async flush(send: (body: LabelScanInput) => Promise<unknown>): Promise<{ sent: number; refused: number }> {
    let sent = 0;
    let refused = 0;
    for (;;) {
      const [next] = scanQueue.items();
      if (!next) break;
      try {
        await send(next.body);
        sent++;
      } catch (e) {
        if (isNetworkFailure(e)) break;
        refused++;
        const reason = e instanceof Error ? e.message : String(e);
        storage.set(REFUSED_KEY, [...scanQueue.refused(), { ...next, reason }]);
      }
      // the head is removed only now: a page closed mid-send sends it again, and the server refuses the duplicate
      storage.set(QUEUE_KEY, scanQueue.items().filter((x) => x.key !== next.key));
    }
    return { sent, refused };
  },
};
