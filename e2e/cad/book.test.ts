import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

describe('/book, the project album', () => {
  it('a signed-in user shares a project; the link opens the album without sign-in, with its PDF', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/home');
    // the share link, as the album maker asks for it
    const { path, name } = await page.evaluate(async () => {
      const v = (k: string) => (JSON.parse(localStorage.getItem(`al__${k}`)!) as { value: string }).value;
      const headers = { Authorization: `Bearer ${v('ACCESS_TOKEN')}`, __tenant: v('TENANT'), __factory: v('FACTORY'), 'Content-Type': 'application/json' };
      const list = (await (await fetch('/api/cad/project?maxResultCount=50', { headers })).json()) as { items: { id: string; name: string; productAmount: number }[] };
      const p = list.items.find((x) => x.productAmount > 0)!;
      const share = (await (await fetch(`/api/cad/project/${p.id}/book/share`, { method: 'POST', headers, body: JSON.stringify({ days: 7 }) })).json()) as { path: string };
      return { path: share.path, name: p.name };
    });
    expect(path).toMatch(/^\/book\?token=/);

    // the signed-in user's /book is the album maker
    await page.goto(`${e2e.server.url}/book`);
    await page.getByTestId('book-maker').waitFor();
    await page.close();

    // someone without an account opens the link
    const ctx = await e2e.browser.newContext({ locale: 'zh-CN' });
    const visitor = await ctx.newPage();
    await visitor.goto(`${e2e.server.url}${path}`);
    const album = visitor.getByTestId('book-album');
    await album.getByRole('heading', { name }).waitFor();
    await album.locator('.ant-card-cover img').first().waitFor();
    const pdf = album.getByTestId('book-pdf').first();
    const href = await pdf.getAttribute('href');
    const res = await visitor.request.get(`${e2e.server.url}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');

    // a damaged link says so; /book without one explains itself
    await visitor.goto(`${e2e.server.url}/book?token=broken.token.value`);
    await visitor.getByText('画册链接无效或已过期').waitFor();
    await visitor.goto(`${e2e.server.url}/book`);
    await visitor.getByText('画册通过企业分享的链接打开；企业用户登录后可生成画册与分享链接。').waitFor();
    await ctx.close();
  });
});
