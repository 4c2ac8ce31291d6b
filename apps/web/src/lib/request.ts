import type { ErrorBody } from '@al/contracts';
import { messages } from '@al/contracts';
import { feedback } from './notify.ts';
import { storage, StorageKeys } from './storage.ts';

/** Request timeout (spec 01 §9). */
export const REQUEST_TIMEOUT = 60_000;
/** Delay before the reload that follows a 401 (spec 01 §9). */
export const LOGOUT_RELOAD_DELAY = 1500;

export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Params;
  body?: unknown;
  responseType?: 'json' | 'blob' | 'text';
  /** Do not show the error catalogue's notification (the caller shows its own). */
  silent?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  /** Names the space instead of the current one: a platform administrator acting on a row of that space. */
  tenant?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Query string of ABP style: arrays repeated without indexes, empty values left out. */
export function toQuery(params: Params | undefined): string {
  if (!params) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const x of v) sp.append(k, String(x));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/** Headers every call carries: Authorization Bearer, __tenant, __factory. */
export function authHeaders(): Record<string, string> {
  const h: Record<string, string> = {};
  const token = storage.get<string>(StorageKeys.token);
  const tenant = storage.get<string>(StorageKeys.tenant);
  const factory = storage.get<string>(StorageKeys.factory);
  if (token) h.Authorization = `Bearer ${token}`;
  if (tenant) h.__tenant = tenant;
  if (factory) h.__factory = factory;
  return h;
}

const isAuthorizationMessage = (m: string | undefined | null) =>
  !m || /authoriz|授权|Volo\.Authorization/i.test(m);

let reloadScheduled = false;

/**
 * Whether this page is being unloaded (reload, navigation away, tab closed). Unloading aborts the
 * calls in flight: their failures say nothing about the server or the session. (Not beforeunload:
 * a download by location.assign fires it and the page stays.)
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  // back from the back/forward cache: the page lives again
  window.addEventListener('pageshow', () => (leaving = false));
}
export const pageIsLeaving = () => leaving;

/** What the catalogue shows for one failed answer (spec 01 §8). Exported for tests. */
export function describeError(status: number, body: ErrorBody | null, isBlob: boolean): { title: string; text: string } {
  const msg = body?.error?.message || body?.error?.code || '';
  if (isBlob) return { title: '错误提示', text: msg || messages.serviceUnavailable };
  if (status === 302 || status === 0) return { title: '错误提示', text: messages.serviceUnavailable };
  if (status === 401) return { title: '温馨提示', text: messages.unauthorized };
  if (status === 400 || status === 403 || status === 500) {
    if (!body?.error || (status === 403 && isAuthorizationMessage(body.error.message)) || /Volo\.Authorization/.test(body.error.code ?? ''))
      return { title: '温馨提示', text: messages.forbidden };
    return { title: '错误提示', text: msg };
  }
  return { title: '错误提示', text: msg || messages.serviceUnavailable };
}

async function readErrorBody(res: Response, blob: boolean): Promise<ErrorBody | null> {
  try {
    const text = blob ? await (await res.blob()).text() : await res.text();
    const parsed = JSON.parse(text) as ErrorBody;
    return parsed && typeof parsed === 'object' && 'error' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

function handle401(): void {
  const hadToken = !!storage.get(StorageKeys.token);
  if (!hadToken || reloadScheduled) return;
  reloadScheduled = true;
  storage.remove(StorageKeys.token);
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY);
}

/** The one request client: headers, 60 s timeout, ABP errors mapped to the spec's notifications. */
export async function request<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(new DOMException('timeout', 'TimeoutError')), opts.timeout ?? REQUEST_TIMEOUT);
  opts.signal?.addEventListener('abort', () => ctrl.abort(opts.signal?.reason));
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...(opts.tenant ? { __tenant: opts.tenant } : {}) };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const blob = opts.responseType === 'blob';
  let res: Response;
  try {
    res = await fetch(url + toQuery(opts.params), { method, headers, body, signal: ctrl.signal, redirect: 'manual' });
  } catch (e) {
    clearTimeout(timer);
    if (opts.signal?.aborted) throw e;
    if (!opts.silent && !leaving) feedback.notification.error({ title: '错误提示', description: messages.serviceUnavailable });
    throw new ApiError(0, messages.serviceUnavailable);
  }
  clearTimeout(timer);
  const status = res.type === 'opaqueredirect' ? 302 : res.status;
  if (status >= 200 && status < 300) {
    if (blob) return (await res.blob()) as T;
    if (status === 204) return undefined as T;
    const text = await res.text();
    if (opts.responseType === 'text') return text as T;
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const errorBody = status === 302 ? null : await readErrorBody(res, blob);
  const { title, text } = describeError(status, errorBody, blob && status !== 401);
  if (status === 401) handle401();
  if (!opts.silent) feedback.notification.error({ title, description: text });
  throw new ApiError(status, text, errorBody);
}

export const http = {
  get: <T>(url: string, params?: Params, o?: RequestOptions) => request<T>(url, { ...o, method: 'GET', params }),
  post: <T>(url: string, body?: unknown, o?: RequestOptions) => request<T>(url, { ...o, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, o?: RequestOptions) => request<T>(url, { ...o, method: 'PUT', body }),
  delete: <T>(url: string, params?: Params, o?: RequestOptions) => request<T>(url, { ...o, method: 'DELETE', params }),
};
