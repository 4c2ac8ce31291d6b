import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/client.ts';
import type { AppConfig } from '../../config.ts';
import { featureRoutes } from './feature-routes.ts';
import { priceRoutes } from './price-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { tenantRoutes } from './tenant-routes.ts';
import { childrenRoutes } from './children-routes.ts';
import { renewalRoutes } from './renewal-routes.ts';
import { OrderSweeper } from './sweeper.ts';
import type { Clock } from './order-service.ts';
import { PaymentProviders } from './payment/registry.ts';
import { providersFromEnv } from './payment/merchant-settings.ts';

export interface SaasRuntime {
  providers: PaymentProviders;
  sweeper: OrderSweeper;
  /** Now, as orders see it; tests move it to check the 2-hour cancellation. */
  clock: { now: Clock; set(fn: Clock): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    saas: SaasRuntime;
  }
}

/** Features, prices, orders and payments of the platform side (issue 5), and the unpaid-order sweeper. */
export function saasRoutes(app: FastifyInstance, deps: { db: Db; config: Pick<AppConfig, 'paymentSandbox' | 'publicUrl'> }) {
  let current: Clock = () => new Date();
  const clock = { now: () => current(), set: (fn: Clock) => void (current = fn) };
  const providers = new PaymentProviders({
    ...providersFromEnv(process.env),
    sandbox: deps.config.paymentSandbox ? undefined : false,
  });
  const sweeper = new OrderSweeper(deps.db, clock.now, app.log);
  app.decorate('saas', { providers, sweeper, clock });

  featureRoutes(app, deps);
  priceRoutes(app);
  orderRoutes(app, { providers, clock: clock.now, publicUrl: deps.config.publicUrl });
  reportRoutes(app);
  tenantRoutes(app, deps);
  childrenRoutes(app);
  renewalRoutes(app);
  paymentRoutes(app, { db: deps.db, providers, clock: clock.now });

  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
}
