// The nesting engine's worker thread starts here: register the TypeScript loader, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./engine-thread.ts');
