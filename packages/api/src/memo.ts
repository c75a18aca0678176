/**
 * Promises kept once made: prepared statements, loaded data, built answers.
 * A failed promise is forgotten, so that the next call tries again (a busy
 * database, a transient error) instead of failing for the server's lifetime.
 */

/**
 * A memo of promises by key: `build` runs once per key; a failed build is
 * forgotten so the next request tries again. Keys must be validated first,
 * so the memo stays bounded.
 * @example const cached = promiseMemo<number, Representation>(); await cached(43003, () => build());
 */
export function promiseMemo<K, V>(): (key: K, build: () => Promise<V>) => Promise<V> {
  const entries = new Map<K, Promise<V>>();
  return (key, build) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = build();
      entries.set(key, entry);
      entry.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
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
