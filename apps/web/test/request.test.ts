import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeaders, describeError, request, toQuery, ApiError } from '../src/lib/request.ts';
import { feedback } from '../src/lib/notify.ts';
import { storage } from '../src/lib/storage.ts';

const body = (message: string, code: string | null = null) => ({
  error: { code, message, details: null, validationErrors: null },
});

describe('error catalogue (spec 01 §8)', () => {
  it('maps statuses and bodies to titles and texts', () => {
    expect(describeError(401, null, false)).toEqual({ title: '温馨提示', text: '授权验证失败' });
    expect(describeError(302, null, false)).toEqual({ title: '错误提示', text: '服务异常,请稍后重试' });
    expect(describeError(0, null, false)).toEqual({ title: '错误提示', text: '服务异常,请稍后重试' });
    expect(describeError(403, null, false)).toEqual({ title: '温馨提示', text: '无权限操作，请联系管理员' });
    expect(describeError(500, null, false)).toEqual({ title: '温馨提示', text: '无权限操作，请联系管理员' });
    expect(describeError(403, body('Authorization failed! Given policy has not granted.'), false)).toEqual({
      title: '温馨提示',
      text: '无权限操作，请联系管理员',
    });
    expect(describeError(403, body('示范铝业 还未激活，马上购买激活'), false)).toEqual({
      title: '错误提示',
      text: '示范铝业 还未激活，马上购买激活',
    });
    expect(describeError(400, body('', 'SomeCode'), false)).toEqual({ title: '错误提示', text: 'SomeCode' });
    expect(describeError(404, body('请求的资源不存在'), false)).toEqual({ title: '错误提示', text: '请求的资源不存在' });
    expect(describeError(400, body('导出失败'), true)).toEqual({ title: '错误提示', text: '导出失败' });
  });

  it('builds ABP query strings without indexes', () => {
    expect(toQuery({ a: 1, b: [2, 3], c: undefined, d: '' })).toBe('?a=1&b=2&b=3');
    expect(toQuery({})).toBe('');
  });
});

describe('request client', () => {
  const notify = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    feedback.notification = { error: notify } as unknown as typeof feedback.notification;
    notify.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends Bearer, __tenant and __factory', async () => {
    storage.set('ACCESS_TOKEN', 't1');
    storage.set('TENANT', 'ten');
    storage.set('FACTORY', 'fac');
    expect(authHeaders()).toEqual({ Authorization: 'Bearer t1', __tenant: 'ten', __factory: 'fac' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/api/x', { params: { q: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?q=1');
    expect((init.headers as Record<string, string>).__factory).toBe('fac');
  });

  it('on 401 shows 温馨提示 授权验证失败, clears the token and reloads after 1.5 s', async () => {
    vi.useFakeTimers();
    storage.set('ACCESS_TOKEN', 't1');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body('未登录')), { status: 401 })));
    await expect(request('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith({ title: '温馨提示', description: '授权验证失败' });
    expect(storage.get('ACCESS_TOKEN')).toBeNull();
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalled();
  });

  it('no response: 错误提示 服务异常,请稍后重试', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    await expect(request('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(notify).toHaveBeenCalledWith({ title: '错误提示', description: '服务异常,请稍后重试' });
  });

  it('blob errors are read from the blob', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body('文件不存在')), { status: 404 })));
    await expect(request('/api/down', { responseType: 'blob' })).rejects.toMatchObject({ message: '文件不存在' });
    expect(notify).toHaveBeenCalledWith({ title: '错误提示', description: '文件不存在' });
  });
});
