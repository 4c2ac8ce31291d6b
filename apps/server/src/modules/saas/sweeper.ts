import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import { cancelOverdueOrders, type Clock } from './order-service.ts';
import { Periodic } from '../../core/jobs/periodic.ts';

const EVERY_MS = 60_000;

/**
 * The scheduled job that cancels unpaid orders 2 hours after creation. It works from the orders'
 * creation times in the database, so a sweep after a restart catches up on whatever fell due while
 * the server was down; it runs at start and then every minute.
 */
export class OrderSweeper extends Periodic {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    log: FastifyBaseLogger,
  ) {
    super(log, { everyMs: EVERY_MS, atStart: true, failure: 'order sweep failed' });
  }

  async runOnce(now = this.clock()): Promise<number> {
    const n = await cancelOverdueOrders(this.db, now);
    if (n) this.log.info({ cancelled: n }, 'unpaid orders cancelled after 2 hours');
    return n;
  }

  protected tick() {
    return this.runOnce();
  }
}
