/**
 * Promises kept once made: prepared statements, loaded data, built answers.
 * A failed promise is forgotten, so that the next call tries again (a busy
 * database, a transient error) instead of failing for the server's lifetime.
 * The memos of the API: every cache of promises is one of these (promiseLru
 * when its keys are too many to keep them all).
 *
 * What a memo's promise resolved to is kept beside it: whenSettled() then
 * uses a kept value at once, without a promise's turn, and a prepared
 * answer is made without waiting for one.
 */

/** The values the memos' promises resolved to (in a box: a value may be undefined). */
const settledValues = new WeakMap<Promise<unknown>, { value: unknown }>();

/**
 * Keeps what `promise` resolves to, for whenSettled(); returns it. The
 * memos' promises are kept so; others can be (a kept search's gzip form).
 * @example answer.gzip ??= keepValue(gzipEncode(body));
 */
export function keepValue<V>(promise: Promise<V>): Promise<V> {
  promise.then(
    (value) => settledValues.set(promise, { value }),
    () => undefined,
  );
  return promise;
}

/**
 * `use(value)`, where `value` is what `promise` (a memo's, or keepValue()'s)
 * resolved to: at once when it has, else when it does. A rejection goes to
 * `failed`, or is passed on.
 * @example return whenSettled(cached(key, build), (answer) => sendRepresentation(c, answer));
 */
export function whenSettled<V, R>(promise: Promise<V>, use: (value: V) => R, failed?: (err: unknown) => R): R | Promise<Awaited<R>> {
  const settled = settledValues.get(promise);
  return settled ? use(settled.value as V) : (promise.then(use, failed) as Promise<Awaited<R>>);
}

/**
 * A memo of promises by key: `build` runs once per key; a failed build is
 * forgotten so the next request tries again. Keys must be validated first,
 * so the memo stays bounded. With `keep: 'none'`, only the work in flight is
 * shared: a settled promise is forgotten too (a build that must run again
 * each time, but never twice at once).
 * @example const cached = promiseMemo<number, Representation>(); await cached(43003, () => build());
 */
export function promiseMemo<K, V>({ keep = 'success' }: { keep?: 'success' | 'none' } = {}): (key: K, build: () => Promise<V>) => Promise<V> {
  const entries = new Map<K, Promise<V>>();
  return (key, build) => {
    let entry = entries.get(key);
    if (!entry) {
      const made = keepValue(build());
      entry = made;
      entries.set(key, made);
      const forget = () => {
        if (entries.get(key) === made) entries.delete(key);
      };
      made.then(keep === 'none' ? forget : undefined, forget);
    }
    return entry;
  };
}

/**
 * `make()` run on the first call only, its promise shared by every call; a
 * failure is forgotten, so a later call runs `make()` again.
 * @example const statements = once(() => Promise.all([db.prepare('SELECT 1')])); const [one] = await statements();
 */
export function once<V>(make: () => Promise<V>): () => Promise<V> {
  const memo = promiseMemo<null, V>();
  return () => memo(null, make);
}

/**
 * A bounded memo of promises, least recently used first out: the rendered
 * pages and the share images, whose keys (paths, verse selections) are
 * too many to keep every one. Work in flight is shared (one build per key at
 * a time); a failed build is forgotten, so the next request tries again.
 */
export interface PromiseLru<K, V> {
  /** The value of `key`, built by `build` when it is not kept. */
  get(key: K, build: () => Promise<V>): Promise<V>;
  /** Whether `key` is kept (settled or in flight): its next `get` is a hit. */
  has(key: K): boolean;
  /** Entries kept (settled or in flight). */
  readonly size: number;
}

/**
 * @example const pages = promiseLru<string, Page>(2000); await pages.get('/lire/43/3', () => render('/lire/43/3'));
 */
export function promiseLru<K, V>(capacity: number): PromiseLru<K, V> {
  const entries = new Map<K, Promise<V>>();
  return {
    get(key, build) {
      const kept = entries.get(key);
      if (kept) {
        // Most recently used last: a Map keeps insertion order.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const made = keepValue(build());
      if (capacity <= 0) return made;
      entries.set(key, made);
      made.catch(() => {
        if (entries.get(key) === made) entries.delete(key);
      });
      while (entries.size > capacity) entries.delete(entries.keys().next().value as K);
      return made;
    },
    has: (key) => entries.has(key),
    get size() {
      return entries.size;
    },
  };
}

/**
 * A bounded memo of values computed synchronously: the values of the last
 * `capacity` keys, the first one kept forgotten first. For pure work done
 * again on every request of a prepared answer (checking a search's words,
 * its URL's percent-encoding), whose keys come back but are too many to
 * keep every one.
 * @example const verdicts = recentMemo<string, boolean>(1000); verdicts(url, () => decodable(url));
 */
export function recentMemo<K, V>(capacity: number): (key: K, make: () => V) => V {
  const entries = new Map<K, V>();
  return (key, make) => {
    // One lookup for a kept value (every prepared answer asks): has() only for a value that is undefined.
    const kept = entries.get(key);
    if (kept !== undefined || entries.has(key)) return kept as V;
    const value = make();
    if (entries.size >= capacity) entries.delete(entries.keys().next().value as K);
    entries.set(key, value);
    return value;
  };
}

/**
 * Runs tasks one at a time, in order: the share images are drawn on the
 * main thread, so that a burst of new images takes one core, never all.
 * @example const draw = serial(); const png = await draw(() => drawImage(card));
 */
export function serial(): <T>(task: () => T | Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
