// Entry of the import's worker thread: registers tsx's loader in this thread (a worker does not
// inherit the loader the main thread was started with), then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
