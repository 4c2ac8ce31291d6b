// Worker threads start here: register the TypeScript loader for this thread, then load the thread's
// entry module (workerData.entry, see ts-worker.ts). (A --import flag in a worker's execArgv is not
// honoured everywhere, e.g. under the test runner.)
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
