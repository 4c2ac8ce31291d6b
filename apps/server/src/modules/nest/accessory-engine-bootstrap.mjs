// The 1-D solver's worker thread starts here: register the TypeScript loader, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./accessory-engine-thread.ts');
