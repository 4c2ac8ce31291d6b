import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

describe('file upload and download (/api/basic/file)', () => {
  it('stores several files in one call and serves them by id and by signed link', async () => {
    const body = await multipart(
      [
        { name: '面板 A:1.dxf', type: 'application/dxf', content: '0\nSECTION\n0\nEOF\n' },
        { name: 'logo.png', type: 'image/png', content: new Uint8Array([137, 80, 78, 71]) },
      ],
      { purpose: 'drawing' },
    );
    const res = await t.call({ method: 'POST', url: '/api/basic/file', token, ...body });
    expect(res.statusCode).toBe(200);
    const out = res.json();
    expect(out.totalCount).toBe(2);
    expect(out.items[0]).toMatchObject({ fileName: '面板 A:1.dxf', size: 16, purpose: 'drawing' });
    expect(out.id).toBe(out.items[0].id);

    const byId = await t.call({ method: 'GET', url: `/api/basic/file/${out.items[0].id}`, token });
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toBe('0\nSECTION\n0\nEOF\n');
    // The spec's filename rule: : to its full-width form, spaces to %20.
    expect(byId.headers['content-disposition']).toContain("filename*=UTF-8''" + encodeURIComponent('面板%20A：1.dxf').replace(/%2520/g, '%20'));

    const link = await t.app.inject({ method: 'GET', url: out.items[1].url });
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('image/png');
    expect(link.headers['content-disposition']).toMatch(/^inline/);
    const forged = await t.app.inject({ method: 'GET', url: out.items[1].url.replace(/sig=.{4}/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);
  });

  it('keeps files inside their tenant', async () => {
    const body = await multipart([{ name: 'a.txt', type: 'text/plain', content: 'x' }]);
    const up = (await t.call({ method: 'POST', url: '/api/basic/file', token, ...body })).json();
    const other = await t.call({ method: 'GET', url: `/api/basic/file/${up.id}`, token, tenant: t.ids.personalId });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a body that is not multipart, an empty upload and an empty file, writing nothing', async () => {
    const json = await t.call({ method: 'POST', url: '/api/basic/file', token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toContain('multipart');
    const none = await t.call({ method: 'POST', url: '/api/basic/file', token, ...(await multipart([], { purpose: 'x' })) });
    expect(none.statusCode).toBe(400);
    const empty = await t.call({ method: 'POST', url: '/api/basic/file', token, ...(await multipart([{ name: 'ok.txt', type: 'text/plain', content: 'ok' }, { name: 'e.txt', type: 'text/plain', content: '' }])) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('e.txt');
  });
});
