// Worker threads start here: register the TypeScript loader for this thread, then load the entry.
// (A --import flag in a worker's execArgv is not honoured everywhere, e.g. under the test runner.)
import { register } from 'tsx/esm/api';

register();
await import('./worker-entry.ts');
