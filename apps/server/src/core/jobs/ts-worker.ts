import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./thread-bootstrap.mjs', import.meta.url);

/**
 * A worker thread that runs the TypeScript module `entry` (a URL, `new URL('./x.ts', import.meta.url)`)
 * with `data` as its workerData: the bootstrap registers the TypeScript loader in the thread first.
 */
export const tsWorker = (entry: URL, data: object = {}) => new Worker(BOOTSTRAP, { workerData: { ...data, entry: entry.href }, execArgv: [] });
