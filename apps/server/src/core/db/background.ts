/**
 * Work the server does for itself (a conversion's result, its progress, its heartbeat) goes
 * through a lane that runs one task at a time. The embedded database serves transactions in the
 * order they ask: thousands of background writes queued at once would put every request behind
 * all of them; through the lane, a request waits behind one at most.
 */
export class Lane {
  private running = 0;
  private queue: (() => void)[] = [];
  constructor(private readonly width = 1) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((r) => this.queue.push(r));
    this.running++;
    // A task starts after the event loop has taken in what arrived meanwhile (setImmediate runs
    // after the poll phase): otherwise the next task would begin in the microtask of the last one's
    // end, and a queue of them would run back to back without a request getting in between.
    await new Promise<void>((r) => setImmediate(r));
    try {
      return await fn();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }

  /** Tasks waiting for their turn. */
  get waiting() {
    return this.queue.length;
  }
}

/** The lane of the server's background database writes. */
export const background = new Lane(1);
