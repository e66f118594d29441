// The embedded database's thread starts here: it runs TypeScript as the server does (tsx), then the
// worker itself (pgliteWorker.ts). Plain JavaScript, so it loads however this process was started.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteWorker.ts');
