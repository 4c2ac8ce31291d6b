import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import { cancelOverdueOrders, type Clock } from './order-service.ts';

const EVERY_MS = 60_000;

/**
 * The scheduled job that cancels unpaid orders 2 hours after creation. It works from the orders'
 * creation times in the database, so a sweep after a restart catches up on whatever fell due while
 * the server was down; it runs at start and then every minute.
 */
export class OrderSweeper {
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(now = this.clock()): Promise<number> {
    const n = await cancelOverdueOrders(this.db, now);
    if (n) this.log.info({ cancelled: n }, 'unpaid orders cancelled after 2 hours');
    return n;
  }

  start() {
    const tick = () =>
      void this.runOnce().catch((err: unknown) => this.log.error({ err }, 'order sweep failed'));
    tick();
    this.timer = setInterval(tick, EVERY_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
