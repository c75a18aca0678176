/**
 * Promises kept once made: prepared statements, loaded data, built answers.
 * A failed promise is forgotten, so that the next call tries again (a busy
 * database, a transient error) instead of failing for the server's lifetime.
 * The one memo of the API: every cache of promises is one of these.
 */

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
      const made = build();
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
