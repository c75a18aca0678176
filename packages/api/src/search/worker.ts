/**
 * The body of a search thread (search-worker.mjs starts it; pool.ts sends
 * it work): opens the Bible database read-only, loads the default
 * translation's text and builds its word index as the main thread would
 * (about 0.3 s; another translation's on its first search there), then
 * answers each search with its JSON, entity tag included, so that the main
 * thread only writes bytes. It answers data only: a search page draws the
 * answer itself (packages/pages). Tasks run one at a time: a thread is one core.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Database } from '../db/sqlite.js';
import { createSearchStore } from '../db/search.js';
import { textTables } from '../db/tables.js';
import { strongEtag } from '../http.js';
import { createSearchEngine } from './engine.js';
import type { FromSearchWorker, SearchThreadResult, SearchWorkerData, ToSearchWorker } from './protocol.js';

if (!parentPort) throw new Error('worker.ts runs as a search thread (search/pool.ts)');
const port = parentPort;
const { databasePath, translations } = workerData as SearchWorkerData;

const db = await Database.open(databasePath, { readonly: true });
const engines = new Map(translations.map((id) => [id, createSearchEngine(createSearchStore(db, textTables(id)))]));
await engines.get(translations[0]!)!.ready();

const post = (message: FromSearchWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The result of a task, and the buffers to transfer with it. */
async function run(task: ToSearchWorker, start: number): Promise<[SearchThreadResult, ArrayBuffer[]]> {
  const engine = engines.get(task.translation);
  if (!engine) throw new Error(`no translation ${task.translation} in this search thread`);
  const json = JSON.stringify(await engine.search(task.query, task.exact, task.scope));
  const body = new TextEncoder().encode(json);
  return [{ body, etag: strongEtag(json), ms: performance.now() - start }, [body.buffer]];
}

port.on('message', (task: ToSearchWorker) => {
  const start = performance.now();
  run(task, start).then(
    ([result, transfer]) => post({ type: 'done', id: task.id, ...result }, transfer),
    (err: unknown) => post({ type: 'failed', id: task.id, message: err instanceof Error ? err.message : String(err) }),
  );
});
post({ type: 'ready' });
