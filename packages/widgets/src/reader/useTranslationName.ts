import { useEffect, useState } from 'react';
import type { InfoResponse } from '@parole/bible';
import type { BibleApi } from '../api/client.js';

/*
 * One GET /api/info per client, shared by every reader on the page. A failed
 * call is forgotten so that the next reader (or the next copy) tries again.
 */
const infoByClient = new WeakMap<BibleApi, Promise<InfoResponse>>();

export function loadInfo(client: BibleApi): Promise<InfoResponse> {
  let pending = infoByClient.get(client);
  if (!pending) {
    pending = client.info();
    infoByClient.set(client, pending);
    pending.catch(() => infoByClient.delete(client));
  }
  return pending;
}

/**
 * The translation's name for the chapter copy header: the one given, else
 * the server's (GET /api/info, fetched only when none is given). Undefined
 * while unknown.
 */
export function useTranslationName(client: BibleApi, given: string | undefined): string | undefined {
  const [fetched, setFetched] = useState<{ client: BibleApi; name: string } | null>(null);

  useEffect(() => {
    if (given !== undefined) return;
    let current = true;
    loadInfo(client).then(
      (info) => {
        if (current) setFetched({ client, name: info.traduction.nom });
      },
      () => {
        // No name yet: the copy header then goes without it (see Reader).
      },
    );
    return () => {
      current = false;
    };
  }, [client, given]);

  return given ?? (fetched?.client === client ? fetched.name : undefined);
}
