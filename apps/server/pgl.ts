import { PGlite } from '@electric-sql/pglite';
const t0 = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('ready', Date.now() - t0);
await db.exec(`CREATE ROLE app_user NOLOGIN NOSUPERUSER NOBYPASSRLS;
CREATE TABLE t (tenant_id uuid not null, id int, name text, primary key (tenant_id,id));
ALTER TABLE t ENABLE ROW LEVEL SECURITY; ALTER TABLE t FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON t USING (tenant_id = nullif(current_setting('app.tenant_id', true),'')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true),'')::uuid);
GRANT SELECT, INSERT, UPDATE, DELETE ON t TO app_user;
INSERT INTO t VALUES ('00000000-0000-0000-0000-00000000000a',1,'a'),('00000000-0000-0000-0000-00000000000b',2,'b');`);
const r = await db.transaction(async (tx) => {
  await tx.exec(`SET LOCAL ROLE app_user; SET LOCAL app.tenant_id = '00000000-0000-0000-0000-00000000000a'`);
  return (await tx.query('select * from t')).rows;
});
console.log(r, (await db.query('select current_user, current_setting(\'app.tenant_id\', true) s')).rows);
const t1=Date.now(); const c = await db.clone(); console.log('clone', Date.now()-t1, (await c.query('select count(*) from t')).rows);
