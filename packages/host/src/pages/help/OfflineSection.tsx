/**
 * "Lire hors ligne" (/aide#hors-ligne): the size of the whole Bible first
 * (GET /api/hors-ligne), then one action downloads every chapter for
 * offline reading, with a progress bar and a way to cancel; once there, it
 * can be removed. What the device holds is read from the cache itself, so
 * the section knows it on every visit (docs/decisions/offline.md).
 */
import { useApiResource, useBibleApi } from '@parole/widgets';
import { useEffect, useRef, useState } from 'react';
import { offline as offlineTexts } from '../../texts/offline.js';
import { BIBLE_CHAPTERS, downloadBible, offlineSupported, removeBible, storedChapters } from '../../pwa/offlineBible.js';
import { OfflineAudio } from './OfflineAudio.js';
import { Actions, Bar, Button, Primary } from './offline-ui.js';

const m = offlineTexts;
/** The reason of a cancel by the reader, told apart from a failure. */
const CANCELLED = new DOMException('Téléchargement annulé', 'AbortError');
const TOTAL = BIBLE_CHAPTERS.length;

const count = new Intl.NumberFormat('fr-FR');
const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** "4,2 Mo" (a megabyte is a million bytes, as storage settings count). */
const size = (bytes: number) => `${megabytes.format(Math.max(bytes / 1_000_000, 0.1))}\u00a0Mo`;

type Stage =
  | { name: 'reading' } // looking at what the device holds
  | { name: 'idle'; stored: number; failed?: boolean; removed?: boolean }
  | { name: 'downloading'; stored: number };

export function OfflineSection() {
  const supported = offlineSupported();
  const client = useBibleApi();
  const { state: sizeState } = useApiResource('offlineBible', {});
  const [stage, setStage] = useState<Stage>({ name: 'reading' });
  const download = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    storedChapters().then(
      (stored) => live && setStage({ name: 'idle', stored }),
      () => live && setStage({ name: 'idle', stored: 0 }),
    );
    return () => {
      live = false;
      const running = download.current;
      download.current = null;
      running?.abort();
    };
  }, [supported]);

  if (!supported) {
    return (
      <>
        <p>{m.intro}</p>
        <p>{m.unsupported}</p>
      </>
    );
  }

  const start = () => {
    const controller = new AbortController();
    download.current = controller;
    const stored = stage.name === 'idle' ? stage.stored : 0;
    setStage({ name: 'downloading', stored });
    downloadBible({
      client,
      signal: controller.signal,
      onProgress: (n) => download.current === controller && setStage({ name: 'downloading', stored: n }),
    }).then(
      () => {
        if (download.current !== controller) return;
        download.current = null;
        setStage({ name: 'idle', stored: TOTAL });
      },
      async () => {
        if (download.current !== controller) return; // removed meanwhile, or the page was left
        download.current = null;
        const now = await storedChapters().catch(() => 0);
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
    await removeBible();
    setStage({ name: 'idle', stored: 0, removed: true });
  };

  const total = count.format(TOTAL);
  return (
    <>
      <p>{m.intro}</p>
      {sizeState.status === 'loading' && <p>{m.measuring}</p>}
      {sizeState.status === 'error' && <p>{m.sizeUnknown}</p>}
      {sizeState.status === 'ready' && (
        <p>{m.size(count.format(sizeState.data.chapitres), size(sizeState.data.octetsCompresses), size(sizeState.data.octets))}</p>
      )}
      {stage.name === 'downloading' && (
        <>
          <Bar id="telechargement-bible" aria-label={m.progressLabel} max={TOTAL} value={stage.stored} />
          <p aria-live="polite">{m.progress(count.format(stage.stored), total)}</p>
          <Actions>
            <Button type="button" onClick={cancel}>
              {m.cancel}
            </Button>
          </Actions>
        </>
      )}
      {stage.name === 'idle' && (
        <>
          {stage.stored === TOTAL && <p role="status">{m.done(total)}</p>}
          {stage.stored > 0 && stage.stored < TOTAL && <p>{m.partial(count.format(stage.stored), total)}</p>}
          {stage.removed && <p role="status">{m.removed}</p>}
          {stage.failed && <p role="alert">{m.failed}</p>}
          <Actions>
            {stage.stored < TOTAL && (
              <Primary type="button" onClick={start} disabled={sizeState.status !== 'ready'}>
                {stage.stored === 0 ? m.download : m.resume}
              </Primary>
            )}
            {stage.stored > 0 && (
              <Button type="button" onClick={() => void remove()}>
                {m.remove}
              </Button>
            )}
          </Actions>
        </>
      )}
      <OfflineAudio />
    </>
  );
}
