import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';

type Listener = (tx: Tx, ctx: RequestContext) => Promise<void>;

/**
 * Who wants to know that sheets came into stock (purchasing: nest orders waiting for plates), by
 * name so that building the app twice in one process does not call one listener twice.
 */
const listeners = new Map<string, Listener>();

export const onPlatesStocked = (name: string, fn: Listener) => listeners.set(name, fn);

export async function platesStocked(tx: Tx, ctx: RequestContext) {
  for (const fn of listeners.values()) await fn(tx, ctx);
}
