/**
 * Web bundle benchmark: built chunk sizes per route chunk (raw and gzip), the JavaScript the login page and
 * the shell load before their first render (budget 400 KB gzip each), and the time to first render of
 * /home in headless Chromium against the real server.
 *
 *   node --import tsx bench/web/bundle.ts            (builds apps/web when dist is missing)
 *   node --import tsx bench/web/bundle.ts --no-browser
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const BUDGET_KB = 400;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

if (!existsSync(MANIFEST)) {
  console.log('apps/web/dist 不存在，先构建 …');
  execSync('npm run build -w @al/web', { cwd: ROOT, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;

const sizeCache = new Map<string, { raw: number; gz: number }>();
function size(file: string) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(path.join(DIST, file));
    s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    sizeCache.set(file, s);
  }
  return s;
}

/** A chunk and everything it imports statically (what loads before it runs). */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k]!.imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const total = (keys: Set<string>) =>
  [...keys].reduce((acc, k) => {
    const s = size(manifest[k]!.file);
    return { raw: acc.raw + s.raw, gz: acc.gz + s.gz };
  }, { raw: 0, gz: 0 });

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const find = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));

console.log('\n== 路由分块 (route chunks) ==');
console.log(['chunk'.padEnd(56), 'raw'.padStart(10), 'gzip'.padStart(10), 'with imports (gzip)'.padStart(22)].join(''));
const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([k, c]) => ({ k, c, s: size(c.file), deps: total(closure([k])) }))
  .sort((a, b) => b.s.gz - a.s.gz);
for (const r of rows) {
  const label = `${r.c.isEntry ? '[entry] ' : r.c.isDynamicEntry ? '[lazy]  ' : '        '}${r.c.src ?? r.k}`;
  console.log([label.padEnd(56), kb(r.s.raw).padStart(10), kb(r.s.gz).padStart(10), kb(r.deps.gz).padStart(22)].join(''));
}
const all = total(new Set(Object.keys(manifest).filter((k) => manifest[k]!.file.endsWith('.js'))));
console.log(`全部 JS: ${kb(all.raw)} raw, ${kb(all.gz)} gzip`);

const firstLoads: [string, string[]][] = [
  ['登录页 /user/login', [entryKey, find('shell/AuthLayout.tsx'), find('modules/account/LoginPage.tsx')].filter(Boolean) as string[]],
  ['外壳 + 首页 /home', [entryKey, find('shell/BasicLayout.tsx'), find('modules/account/HomePage.tsx')].filter(Boolean) as string[]],
];
console.log(`\n== 首屏前加载的 JS (budget ${BUDGET_KB} KB gzip) ==`);
let overBudget = false;
for (const [name, keys] of firstLoads) {
  const t = total(closure(keys));
  const ok = t.gz <= BUDGET_KB * 1024;
  overBudget ||= !ok;
  console.log(`${name.padEnd(24)} ${kb(t.raw).padStart(10)} raw ${kb(t.gz).padStart(10)} gzip  ${ok ? 'OK' : '超出预算'}`);
}

async function timeToFirstRender() {
  const { startServer } = await import('../../e2e/support/server.ts');
  const { launchBrowser } = await import('../../e2e/support/browser.ts');
  const { accountApi } = await import('@al/contracts');
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const res = await fetch(`${server.url}${accountApi.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo', password: '1q2w3E*' }),
    });
    const login = (await res.json()) as { accessToken: string; userId: string; currentTenant: { tenantId: string } | null };
    const runs: { login: number; home: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      let t0 = Date.now();
      await page.goto(`${server.url}/user/login`);
      await page.getByPlaceholder('用户名').waitFor();
      const loginMs = Date.now() - t0;
      // a plain string: tsx would wrap a function's inner helpers in __name, unknown to the page
      const entries: [string, string][] = [
        ['ACCESS_TOKEN', login.accessToken],
        ['USER_ID', login.userId],
        ...(login.currentTenant ? [['TENANT', login.currentTenant.tenantId] as [string, string]] : []),
      ];
      await page.evaluate(
        entries.map(([k, v]) => `localStorage.setItem(${JSON.stringify(`al__${k}`)}, ${JSON.stringify(JSON.stringify({ value: v, expire: null }))});`).join('\n'),
      );
      await page.goto('about:blank');
      t0 = Date.now();
      await page.goto(`${server.url}/home`);
      await page.getByTestId('home-footer').waitFor();
      runs.push({ login: loginMs, home: Date.now() - t0 });
      await ctx.close();
    }
    console.log('\n== 首次渲染时间 (headless Chromium, 本机服务器, 冷缓存) ==');
    runs.forEach((r, i) => console.log(`第${i + 1}次: /user/login ${r.login} ms, /home ${r.home} ms`));
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`中位数: /user/login ${med(runs.map((r) => r.login))} ms, /home ${med(runs.map((r) => r.home))} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (!process.argv.includes('--no-browser')) await timeToFirstRender();
if (overBudget) process.exitCode = 1;
