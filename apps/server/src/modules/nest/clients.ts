import { desc, eq } from 'drizzle-orm';
import { NEST_CLIENT_TIMEOUT_MS } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { nestClients } from './schema.ts';

export type NestClientRow = typeof nestClients.$inferSelect;
export type NestClientStatus = 'online' | 'busy' | 'offline';

/** Online while it sends heartbeats, busy while it runs a nest, offline once silent past the timeout. */
export function clientStatus(c: Pick<NestClientRow, 'lastHeartbeat' | 'currentJobId'>, now = Date.now()): NestClientStatus {
  if (now - c.lastHeartbeat.getTime() > NEST_CLIENT_TIMEOUT_MS) return 'offline';
  return c.currentJobId ? 'busy' : 'online';
}

const host = { tenantId: null, userId: null, factoryId: null };

export async function registerClient(
  db: Db,
  c: { name: string; version: string; ownerTenantId: string | null; registeredBy: string | null; builtIn?: boolean },
): Promise<NestClientRow> {
  return inScope(db, host, async (tx) => {
    const [row] = await tx
      .insert(nestClients)
      .values({ name: c.name, version: c.version, ownerTenantId: c.ownerTenantId, registeredBy: c.registeredBy, builtIn: c.builtIn ?? false })
      .returning();
    return row!;
  });
}

export async function heartbeat(db: Db, clientId: string): Promise<NestClientRow | null> {
  return inScope(db, host, async (tx) => {
    const [row] = await tx.update(nestClients).set({ lastHeartbeat: new Date() }).where(eq(nestClients.id, clientId)).returning();
    return row ?? null;
  });
}

export async function getClient(db: Db, clientId: string): Promise<NestClientRow | null> {
  return inScope(db, host, async (tx) => (await tx.select().from(nestClients).where(eq(nestClients.id, clientId)))[0] ?? null);
}

export async function listClients(db: Db) {
  const rows = await inScope(db, host, (tx) => tx.select().from(nestClients).orderBy(desc(nestClients.lastHeartbeat)));
  const now = Date.now();
  return rows.map((c) => ({ ...c, status: clientStatus(c, now) }));
}

/** A client the caller may speak for: only the user who registered it, or a platform administrator. */
export async function ownClientOf(db: Db, ctx: Pick<RequestContext, 'isPlatformAdmin' | 'userId'>, id: string): Promise<NestClientRow> {
  const client = await getClient(db, id);
  if (!client) throw notFound('排版客户端不存在');
  if (!ctx.isPlatformAdmin && client.registeredBy !== ctx.userId) throw forbidden();
  return client;
}
