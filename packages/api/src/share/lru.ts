/**
 * A bounded memo of promises, least recently used first out: the rendered
 * pages and the share images, whose keys (paths, verse selections) are
 * too many to keep every one. Work in flight is shared (one build per key at
 * a time); a failed build is forgotten, so the next request tries again.
 */
export interface PromiseLru<K, V> {
  /** The value of `key`, built by `build` when it is not kept. */
  get(key: K, build: () => Promise<V>): Promise<V>;
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
      const made = build();
      if (capacity <= 0) return made;
      entries.set(key, made);
      made.catch(() => {
        if (entries.get(key) === made) entries.delete(key);
      });
      while (entries.size > capacity) entries.delete(entries.keys().next().value as K);
      return made;
    },
    get size() {
      return entries.size;
    },
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
