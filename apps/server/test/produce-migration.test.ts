import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../src/core/db/client.ts';
import { MIGRATIONS_DIR } from '../src/core/db/migrate.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The migrations folder as it stood before migration `tag`. */
function folderBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'al-mig-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const keep = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: keep }));
  for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => keep.some((e) => `${e.tag}.sql` === f))) cpSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  return dir;
}

describe('migration 0023: typed process names become process rows', () => {
  it('creates each tenant’s processes from the names in use and rewrites the references', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const db = database.db;
    const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
    try {
      await migrate(db as never, { migrationsFolder: folderBefore('0023_produce') });
      const [a, b, project] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      await db.execute(sql`insert into cad_project_processes (tenant_id, project_id, process_name, sort) values
        (${a}, ${project}, '激光切割', 10), (${a}, ${project}, ' 折弯 ', 20), (${a}, ${project}, '质检', 30), (${b}, ${crypto.randomUUID()}, '激光切割', 10)`);
      await db.execute(sql`insert into cad_project_processes (tenant_id, project_id, process_name, is_deleted) values (${a}, ${project}, '旧工序', true)`);
      await db.execute(sql`insert into priority_process_costs (tenant_id, material_texture_id, process_name, unit_cost) values (${a}, ${crypto.randomUUID()}, '数控冲孔', 2.5), (${a}, ${crypto.randomUUID()}, '激光切割', 3)`);
      // with its category, which the form has always required (and migration 0037 makes NOT NULL)
      await db.execute(sql`insert into structure_items (tenant_id, name, category_id, default_process_ids) values (${a}, '挂耳板', ${crypto.randomUUID()}, ${`${crypto.randomUUID()},${crypto.randomUUID()}`})`);

      await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });

      const procs = await q<{ tenant_id: string; name: string; kind: number; is_qc: boolean; sort: number }>(sql`select tenant_id, name, kind, is_qc, sort from processes order by tenant_id, sort`);
      expect(procs.filter((p) => p.tenant_id === a).map((p) => [p.name, p.kind, p.is_qc])).toEqual([
        ['激光切割', 1, false],
        ['折弯', 2, false],
        ['质检', 6, true],
        ['数控冲孔', 1, false],
      ]);
      expect(procs.filter((p) => p.tenant_id === b).map((p) => p.name)).toEqual(['激光切割']);
      const steps = await q<{ tenant_id: string; process_name: string; name: string }>(
        sql`select s.tenant_id, s.process_name, p.name from cad_project_processes s join processes p on p.tenant_id = s.tenant_id and p.id = s.process_id order by s.tenant_id, s.sort`,
      );
      expect(steps.filter((s) => s.tenant_id === a).map((s) => [s.process_name, s.name])).toEqual([
        ['激光切割', '激光切割'],
        [' 折弯 ', '折弯'],
        ['质检', '质检'],
      ]);
      expect(steps.filter((s) => s.tenant_id === b).map((s) => s.name)).toEqual(['激光切割']);
      // the deleted step named nothing that is in use: it went; nothing is left without a process
      expect((await q<{ n: number }>(sql`select count(*)::int as n from cad_project_processes`))[0]!.n).toBe(4);
      const costs = await q<{ name: string }>(sql`select p.name from priority_process_costs c join processes p on p.id = c.process_id order by c.unit_cost`);
      expect(costs.map((c) => c.name)).toEqual(['数控冲孔', '激光切割']);
      // ids of no process, held before processes existed, are dropped
      expect((await q<{ ids: string | null }>(sql`select default_process_ids as ids from structure_items`))[0]!.ids).toBeNull();
    } finally {
      await database.close();
    }
  });
});
