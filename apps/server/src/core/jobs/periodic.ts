import type { FastifyBaseLogger } from 'fastify';

/**
 * A scheduled background task of a module: `tick` runs every `everyMs` (and once at start when
 * `atStart`), a failure is logged as `failure` and never thrown, and the timer does not keep the
 * process alive.
 */
export abstract class Periodic {
  private timer: NodeJS.Timeout | null = null;
  constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly schedule: { everyMs: number; atStart: boolean; failure: string },
  ) {}

  protected abstract tick(): Promise<unknown>;

  start() {
    const run = () => void this.tick().catch((err: unknown) => this.log.error({ err }, this.schedule.failure));
    if (this.schedule.atStart) run();
    this.timer = setInterval(run, this.schedule.everyMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
