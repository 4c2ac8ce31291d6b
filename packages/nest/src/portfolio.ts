import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/**
 * How a search shares its best layout with the searches in other threads (see parallel.ts). The
 * search calls `sync` often with its best score; every `intervalMs` at most, an improved best is
 * encoded and posted to the peers, and the best layout received from them is returned when it is
 * strictly better than the caller's, for the caller to continue from.
 */
export interface Portfolio {
  sync(score: readonly number[], encode: () => unknown): unknown;
}

interface Incumbent {
  score: number[];
  data: unknown;
}

/** Lexicographic comparison with a relative tolerance (scores are areas, lengths and sums of squares). */
export function lexBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    const eps = 1e-9 * Math.max(1, Math.abs(y));
    if (x < y - eps) return true;
    if (x > y + eps) return false;
  }
  return false;
}

export class PortPortfolio implements Portfolio {
  private last = -Infinity;
  private published: number[] | null = null;
  private foreign: Incumbent | null = null;
  /** Layouts received from other threads and adopted. */
  adopted = 0;
  constructor(
    private readonly peers: readonly MessagePort[],
    private readonly intervalMs: number,
  ) {}

  sync(score: readonly number[], encode: () => unknown): unknown {
    const t = Date.now();
    if (t - this.last < this.intervalMs) return null;
    this.last = t;
    for (const p of this.peers) {
      for (let m = receiveMessageOnPort(p); m; m = receiveMessageOnPort(p)) {
        const inc = m.message as Incumbent;
        if (!this.foreign || lexBetter(inc.score, this.foreign.score)) this.foreign = inc;
      }
    }
    if (this.foreign && lexBetter(this.foreign.score, score)) {
      const data = this.foreign.data;
      this.published = this.foreign.score;
      this.foreign = null;
      this.adopted++;
      return data;
    }
    if (!this.published || lexBetter(score, this.published)) {
      const msg: Incumbent = { score: [...score], data: encode() };
      for (const p of this.peers) p.postMessage(msg);
      this.published = msg.score;
    }
    return null;
  }
}
