import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredEndpoints, defineEndpoints, endpointUrl, renewalEndpoints } from '../src/index.ts';

describe('endpoint contracts', () => {
  it('fills the path from params, encoded, and refuses a missing one', () => {
    expect(endpointUrl(renewalEndpoints.complete, { id: 'a b' })).toBe('/api/tenant/account/renewal/a%20b/complete');
    expect(() => endpointUrl(renewalEndpoints.get)).toThrow(':id');
  });

  it('gives each endpoint its group tag and access unless it says otherwise, and registers it once', () => {
    const eps = defineEndpoints(
      { tag: '测试', access: { platformAdmin: true } },
      {
        one: { method: 'GET', path: '/api/test/one', summary: '一', response: z.object({ n: z.number() }) },
        two: { method: 'POST', path: '/api/test/two', summary: '二', tag: '其他', access: { public: true } },
      },
    );
    expect(eps.one).toMatchObject({ tag: '测试', access: { platformAdmin: true } });
    expect(eps.two).toMatchObject({ tag: '其他', access: { public: true } });
    expect(declaredEndpoints().get('GET /api/test/one')).toBe(eps.one);
    expect(() => defineEndpoints({ tag: 'x' }, { again: { method: 'GET', path: '/api/test/one', summary: '再' } })).toThrow('declared twice');
  });
});
