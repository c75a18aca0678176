/**
 * "Lire hors ligne" (/aide#hors-ligne): for each translation of the server
 * (GET /api/traductions, issue 41: `useTranslationList`, the request the
 * picker and the footer share), the size of its whole Bible first
 * (GET /api/hors-ligne?traduction=…), then one action downloads every
 * chapter for offline reading, with a progress bar and a way to cancel;
 * once there, it can be removed. Each translation is kept and removed on
 * its own. What the device holds is read from the caches themselves, so the
 * section knows it on every visit (docs/decisions/offline.md).
 */
import { DEFAULT_TRANSLATION } from '@parole/bible';
import { useApiResource, useBibleApi, useTranslationList } from '@parole/widgets';
import { useEffect, useId, useRef, useState } from 'react';
import { offline as offlineTexts } from '../../texts/offline.js';
import { bibleChapters, downloadBible, offlineSupported, removeBible, storedChapters } from '../../pwa/offlineBible.js';
import { OfflineAudio } from './OfflineAudio.js';
import { Actions, Bar, Button, Primary } from './offline-ui.js';

const m = offlineTexts;
/** The reason of a cancel by the reader, told apart from a failure. */
const CANCELLED = new DOMException('Téléchargement annulé', 'AbortError');

const count = new Intl.NumberFormat('fr-FR');
const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** "4,2 Mo" (a megabyte is a million bytes, as storage settings count). */
const size = (bytes: number) => `${megabytes.format(Math.max(bytes / 1_000_000, 0.1))}\u00a0Mo`;

type Stage =
  | { name: 'reading' } // looking at what the device holds
  | { name: 'idle'; stored: number; failed?: boolean; removed?: boolean }
  | { name: 'downloading'; stored: number };

/** The id a translation is asked by: none for the default's, whose addresses stay the bare ones they always were. */
const askedAs = (id: string) => (id === DEFAULT_TRANSLATION ? undefined : id);

/**
 * One translation's whole Bible (the default's when `translation` is
 * absent): its size, its download and its removal. `name` names it in its
 * heading and actions; without one, the section's texts of a single Bible.
 */
function OfflineBible({ translation, name }: { translation?: string; name?: string }) {
  const client = useBibleApi();
  const headingId = useId();
  const { state: sizeState } = useApiResource('offlineBible', { translation });
  const [stage, setStage] = useState<Stage>({ name: 'reading' });
  const download = useRef<AbortController | null>(null);
  // Every chapter of its numbering; the server's count once known (an operator's translation may hold some books only).
  const total = sizeState.status === 'ready' ? sizeState.data.chapitres : bibleChapters(translation).length;

  useEffect(() => {
    let live = true;
    storedChapters(translation).then(
      (stored) => live && setStage({ name: 'idle', stored }),
      () => live && setStage({ name: 'idle', stored: 0 }),
    );
    return () => {
      live = false;
      const running = download.current;
      download.current = null;
      running?.abort();
    };
  }, [translation]);

  const start = () => {
    const controller = new AbortController();
    download.current = controller;
    const stored = stage.name === 'idle' ? stage.stored : 0;
    setStage({ name: 'downloading', stored });
    downloadBible({
      client,
      translation,
      signal: controller.signal,
      // The books' cross references, when the server has them (counted in the size shown).
      references: sizeState.status === 'ready' && sizeState.data.livresReferences > 0,
      onProgress: (n) => download.current === controller && setStage({ name: 'downloading', stored: n }),
    }).then(
      async () => {
        if (download.current !== controller) return;
        download.current = null;
        setStage({ name: 'idle', stored: await storedChapters(translation).catch(() => total) });
      },
      async () => {
        if (download.current !== controller) return; // removed meanwhile, or the page was left
        download.current = null;
        const now = await storedChapters(translation).catch(() => 0);
        // A cancel by the reader is no failure to report.
        setStage({ name: 'idle', stored: now, failed: controller.signal.reason !== CANCELLED });
      },
    );
  };

  const cancel = () => download.current?.abort(CANCELLED);

  const remove = async () => {
    const running = download.current;
    download.current = null;
    running?.abort(CANCELLED);
    await removeBible(translation);
    setStage({ name: 'idle', stored: 0, removed: true });
  };

  const all = count.format(total);
  // Named, a group under its heading: its texts and buttons are that translation's.
  return (
    <div role={name ? 'group' : undefined} aria-labelledby={name ? headingId : undefined}>
      {name && <h3 id={headingId}>{name}</h3>}
      {sizeState.status === 'loading' && <p>{m.measuring}</p>}
      {sizeState.status === 'error' && <p>{m.sizeUnknown}</p>}
      {sizeState.status === 'ready' && (
        <p>
          {(sizeState.data.livresReferences > 0 ? m.sizeWithReferences : m.size)(
            count.format(sizeState.data.chapitres),
            size(sizeState.data.octetsCompresses),
            size(sizeState.data.octets),
          )}
        </p>
      )}
      {stage.name === 'downloading' && (
        <>
          <Bar aria-label={m.progressLabel(name)} max={total} value={stage.stored} />
          <p aria-live="polite">{m.progress(count.format(stage.stored), all)}</p>
          <Actions>
            <Button type="button" onClick={cancel}>
              {m.cancel}
            </Button>
          </Actions>
        </>
      )}
      {stage.name === 'idle' && (
        <>
          {stage.stored >= total && <p role="status">{m.done(all)}</p>}
          {stage.stored > 0 && stage.stored < total && <p>{m.partial(count.format(stage.stored), all)}</p>}
          {stage.removed && <p role="status">{m.removed(name)}</p>}
          {stage.failed && <p role="alert">{m.failed}</p>}
          <Actions>
            {stage.stored < total && (
              <Primary type="button" onClick={start} disabled={sizeState.status !== 'ready'}>
                {stage.stored === 0 ? m.download(name) : m.resume(name)}
              </Primary>
            )}
            {stage.stored > 0 && (
              <Button type="button" onClick={() => void remove()}>
                {m.remove(name)}
              </Button>
            )}
          </Actions>
        </>
      )}
    </div>
  );
}

export interface OfflineSectionProps {
  /**
   * The translation read (issue 41), its id: the audio kept for listening is
   * its. Louis Segond 1910 when absent.
   */
  translation?: string;
}

export function OfflineSection({ translation }: OfflineSectionProps = {}) {
  const supported = offlineSupported();
  // undefined while it loads, null when it cannot be had.
  const list = useTranslationList();

  if (!supported) {
    return (
      <>
        <p>{m.intro}</p>
        <p>{m.unsupported}</p>
      </>
    );
  }

  const named = list?.traductions;
  const read = translation ?? DEFAULT_TRANSLATION;
  return (
    <>
      <p>{m.intro}</p>
      {list === undefined && <p>{m.measuring}</p>}
      {/* Each translation on its own; without the list (an older server, offline before it was kept), the default's alone. */}
      {named?.map((t) => <OfflineBible key={t.id} translation={askedAs(t.id)} name={t.nom} />)}
      {list === null && <OfflineBible />}
      <OfflineAudio translation={askedAs(read)} translationName={read === DEFAULT_TRANSLATION ? undefined : named?.find((t) => t.id === read)?.nom} />
    </>
  );
}
