import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Database, Db, Tx } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { TokenService } from './auth/tokens.ts';
import type { AppConfig } from '../config.ts';
import type { DemoIds } from './http/context.ts';

/** What a module's routes and services are built with. */
export interface ModuleDeps {
  db: Db;
  tokens: TokenService;
  jobs: JobQueue;
  config: AppConfig;
  /** NOTIFY of the database (Database.listen): live views hear committed changes without polling. */
  listen: Database['listen'];
}

/** The demo space a first start fills (modules/demo makes the users, spaces and factories). */
export interface DemoContext {
  /** The enterprise space 示范铝业有限公司 and its owner `demo`. */
  tenantId: string;
  tenantName: string;
  factoryIds: string[];
  userId: string;
  adminUserId: string;
  /** Hash of the demo password, for the demo's other accounts. */
  passwordHash: string;
  /** The editions by editionType. */
  editions: { id: string; editionType: number }[];
}

/** The ids a module's demo seeder works under: the demo space, its first factory, the demo user. */
export const demoIds = (d: DemoContext): DemoIds => ({ tenantId: d.tenantId, factoryId: d.factoryIds[0]!, userId: d.userId });

/**
 * A business module declares once what it adds to the server; the app, the demo seed and the tests
 * iterate over the manifests, so adding a module touches no shared list. Its tables are found by
 * drizzle-kit through the `schema.ts` / `*-schema.ts` files of its folder (drizzle.config.ts).
 */
export interface ServerModule {
  /** The folder's name, the same on server and web (identity, basic, cad, nest, warehouse…). */
  name: string;
  /** Modules whose routes, services or demo data this one needs before its own. */
  after?: readonly string[];
  /** Wires what the module provides to the core (ports such as the identity directory). */
  provide?(deps: ModuleDeps): void;
  routes?(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /** Demo rows written inside the first start's seeding transaction, in module order. */
  demoData?(tx: Tx, demo: DemoContext): Promise<void>;
  /** Demo work that needs committed data and its own transactions (a nest run through the queue). */
  demoJobs?(db: Db, demo: DemoContext): Promise<void>;
}

export const defineModule = (m: ServerModule): ServerModule => m;

const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

/** Modules ordered so that each comes after those it names in `after` (then by name). */
export function orderModules(mods: ServerModule[]): ServerModule[] {
  const byName = new Map(mods.map((m) => [m.name, m]));
  const done = new Set<string>();
  const out: ServerModule[] = [];
  const visit = (m: ServerModule, trail: string[]) => {
    if (done.has(m.name)) return;
    if (trail.includes(m.name)) throw new Error(`modules depend on each other in a circle: ${[...trail, m.name].join(' → ')}`);
    for (const dep of m.after ?? []) {
      const d = byName.get(dep);
      if (!d) throw new Error(`module ${m.name} comes after ${dep}, which has no manifest`);
      visit(d, [...trail, m.name]);
    }
    done.add(m.name);
    out.push(m);
  };
  for (const m of [...mods].sort((a, b) => a.name.localeCompare(b.name))) visit(m, []);
  return out;
}

let loaded: Promise<ServerModule[]> | null = null;

/** Every `modules/<name>/module.ts` manifest, in dependency order (read once per process). */
export function serverModules(): Promise<ServerModule[]> {
  loaded ??= (async () => {
    const mods: ServerModule[] = [];
    for (const dir of readdirSync(MODULES_DIR).sort()) {
      const file = path.join(MODULES_DIR, dir, 'module.ts');
      if (!existsSync(file)) continue;
      const m = (await import(pathToFileURL(file).href)) as { default: ServerModule };
      if (m.default?.name !== dir) throw new Error(`modules/${dir}/module.ts must export default a manifest named '${dir}'`);
      mods.push(m.default);
    }
    return orderModules(mods);
  })();
  return loaded;
}
