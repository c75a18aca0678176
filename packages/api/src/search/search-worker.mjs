/**
 * A search thread (node:worker_threads), started by pool.ts. The search
 * engine is TypeScript and, on Node 20, a worker thread does not inherit the
 * main thread's TypeScript loader; this plain-JavaScript entry registers tsx
 * (the server's own runtime) in the thread, then runs worker.ts. It starts
 * the same under tsx, vitest and the benchmark.
 */
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
