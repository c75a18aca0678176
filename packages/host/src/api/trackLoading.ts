/**
 * Drives the loading bar from the API client without touching its transport
 * (axios and its interceptors are the widgets' business): every method call
 * that returns a promise counts as one pending task until it settles. A Proxy
 * rather than a list of method names, so the methods later issues add to the
 * client (search, plan, game…) are covered without changing this file.
 */
export function trackLoading<T extends object>(client: T, setLoading: (active: boolean) => void): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        // Called on the real client so private fields and `this` keep working.
        const result: unknown = value.apply(target, args);
        if (!isPromiseLike(result)) return result;
        setLoading(true);
        let settled = false;
        const done = () => {
          if (settled) return;
          settled = true;
          setLoading(false);
        };
        result.then(done, done);
        return result;
      };
    },
  });
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}
