import os from 'node:os';
import { NEST_HEARTBEAT_MS, type AccessoryNestProgress, type NestProgressReport } from '@al/contracts';
import type { ClaimedJob } from './queue.ts';
import { runClaimedJob } from './builtin-client.ts';
import { ACCESSORY_RUN_LIMIT_MS, type ClaimedAccessoryJob } from './accessory-queue.ts';
import { runOneD } from './accessory-run.ts';

export interface RemoteClientOptions {
  /** The server's address, e.g. http://factory-server:8080 */
  server: string;
  userName: string;
  password: string;
  /** A space to serve only (its administrator's account); none = a platform client (admin account). */
  tenantId?: string;
  name?: string;
  /** Stop after one job (or none waiting): for tests and cron-style use. */
  once?: boolean;
  pollMs?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

/**
 * A nest client on another machine: signs in, registers, then claims waiting runs over HTTP and
 * runs them with the same engine thread as the built-in client, reporting progress and results.
 */
export async function runRemoteClient(opts: RemoteClientOptions): Promise<{ jobs: number }> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const base = opts.server.replace(/\/+$/, '');
  const login = await fetch(`${base}/api/user/account/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: opts.userName, password: opts.password }),
  });
  if (!login.ok) {
    const body = (await login.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(`登录失败：${body?.error?.message ?? login.status}`);
  }
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  if (opts.tenantId) headers.__tenant = opts.tenantId;
  const call = async <T>(path: string, body?: unknown): Promise<{ status: number; data: T | null }> => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? null) });
    const text = await res.text();
    const data = text ? (JSON.parse(text) as T & { error?: { message: string } }) : null;
    if (res.status >= 400) throw new Error((data as { error?: { message?: string } } | null)?.error?.message ?? `HTTP ${res.status}`);
    return { status: res.status, data };
  };
  const client = (await call<{ id: string }>('/api/nest/client/register', { name: opts.name ?? `排版客户端@${os.hostname()}`, version: '1.0' })).data!;
  log(`已注册排版客户端 ${client.id}`);
  let jobs = 0;
  for (;;) {
    if (opts.signal?.aborted) break;
    const claim = await call<ClaimedJob>(`/api/nest/client/${client.id}/claim`);
    if (claim.status === 200 && claim.data) {
      const job = claim.data;
      log(`开始排版 ${job.orderNo}`);
      await runClaimedJob(job, {
        progress: async (p: NestProgressReport | null) => (await call<{ cancel: boolean }>(`/api/nest/client/${client.id}/jobs/${job.jobId}/progress`, p)).data!,
        complete: (r) => call(`/api/nest/client/${client.id}/jobs/${job.jobId}/result`, r),
        fail: (message) => call(`/api/nest/client/${client.id}/jobs/${job.jobId}/failed`, { message: message.slice(0, 500) }),
      });
      jobs++;
      log(`完成排版 ${job.orderNo}`);
      if (opts.once) break;
      continue;
    }
    // No panel run waiting: take an accessory (1-D) run, solved in a worker thread here too.
    const acc = await call<ClaimedAccessoryJob>(`/api/nest/client/${client.id}/accessory/claim`);
    if (acc.status === 200 && acc.data) {
      const job = acc.data;
      log(`开始配件排版 ${job.orderNo}`);
      const progress = async (p: AccessoryNestProgress) => (await call<{ cancel: boolean }>(`/api/nest/client/${client.id}/accessory/jobs/${job.jobId}/progress`, p)).data ?? { cancel: false };
      await runOneD(job.input, ACCESSORY_RUN_LIMIT_MS, progress)
        .then(({ result, elapsedMs }) => call(`/api/nest/client/${client.id}/accessory/jobs/${job.jobId}/result`, { result, elapsedMs }))
        .catch((err: unknown) => call(`/api/nest/client/${client.id}/jobs/${job.jobId}/failed`, { message: (err instanceof Error ? err.message : String(err)).slice(0, 500) }));
      jobs++;
      log(`完成配件排版 ${job.orderNo}`);
      if (opts.once) break;
      continue;
    }
    if (opts.once) break;
    await call(`/api/nest/client/${client.id}/heartbeat`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? Math.min(NEST_HEARTBEAT_MS, 3000)));
  }
  return { jobs };
}
