/**
 * What the site says about itself (GET /api/info): the configured translation
 * (name, copyright line) and the contact address. Fetched once for the whole
 * app, because the footer, the reading page, the print layout and the help
 * page all show it; nothing of it is hard-coded (see the spec's README).
 */
import type { InfoResponse } from '@parole/bible';
import { useBibleApi } from '@parole/widgets';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export type SiteInfo =
  | { status: 'loading' }
  | { status: 'ready'; info: InfoResponse }
  /** The call failed: the parts of the page that need it stay hidden. */
  | { status: 'error' };

const SiteInfoContext = createContext<SiteInfo>({ status: 'loading' });

export function SiteInfoProvider({ children }: { children: ReactNode }) {
  const client = useBibleApi();
  const [state, setState] = useState<SiteInfo>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    client.info().then(
      (info) => current && setState({ status: 'ready', info }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return <SiteInfoContext.Provider value={state}>{children}</SiteInfoContext.Provider>;
}

export function useSiteInfo(): SiteInfo {
  return useContext(SiteInfoContext);
}

/** The translation's name once known, else undefined (the widgets then omit it). */
export function useTranslationName(): string | undefined {
  const state = useSiteInfo();
  return state.status === 'ready' ? state.info.traduction.nom : undefined;
}
