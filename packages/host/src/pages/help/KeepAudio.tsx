/**
 * Keeps a set of chapters' audio on the device for listening offline (issue
 * 27): its size first (the server makes the audio when it must), then
 * « Garder »; once kept, « Retirer » removes it (docs/decisions/offline.md,
 * "Audio"). Used by « Écouter hors ligne » (the last chapter read, its book,
 * today's plan) and by the reader's player (the chapter being listened to,
 * issue 47). Offline, it is asked for now and prepared once the connection
 * is back (the `online` event), its size still shown before anything is kept.
 */
import { getBook } from '@parole/bible';
import { useBibleApi, type ReaderOfflineAudio } from '@parole/widgets';
import { useOnline } from '@parole/widgets/site';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { offline as offlineTexts } from '../../texts/offline.js';
import { audioKept, keepAudio, prepareAudio, removeAudio, type AudioChapters } from '../../pwa/offlineAudio.js';
import { Button, Primary } from './offline-ui.js';
import { space } from '../../style.js';

const m = offlineTexts.audio;
const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** "1,2 Mo" */
const size = (bytes: number) => `${megabytes.format(Math.max(bytes / 1_000_000, 0.1))}\u00a0Mo`;
const count = new Intl.NumberFormat('fr-FR');

const Item = styled.div`
  margin: ${space('sm')} 0;
  p {
    margin: 0 0 ${space('xs')};
  }
`;

type Stage =
  | { name: 'reading' }
  | { name: 'idle'; kept: boolean; failed?: boolean }
  /** Asked for offline: prepared once the connection is back. */
  | { name: 'waiting' }
  | { name: 'preparing'; done: number }
  | { name: 'ready'; bytes: number }
  | { name: 'keeping' };

export interface KeepAudioProps {
  /** "Jean 3", "le livre d’Abdias", "les lectures du jour" (« de » is elided or contracted before it). */
  title: string;
  /** Keeps one identity while the set is the same (the effect that reads whether it is kept runs once per set). */
  chapters: AudioChapters;
  /** The reader's player: its button says « Garder l’audio de Jean 3 pour l’écoute hors ligne » (the section's « Écouter Jean 3 hors ligne »). */
  inPlayer?: boolean;
}

/**
 * One set of chapters to keep: its state and its actions.
 * @example <KeepAudio title="Jean 3" chapters={{ chapters: [{ book: 43, chapter: 3 }] }} />
 */
export function KeepAudio({ title, chapters, inPlayer = false }: KeepAudioProps) {
  const client = useBibleApi();
  const online = useOnline();
  const [stage, setStage] = useState<Stage>({ name: 'reading' });
  const work = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    audioKept(client, chapters).then(
      (kept) => live && setStage({ name: 'idle', kept }),
      () => live && setStage({ name: 'idle', kept: false }),
    );
    return () => {
      live = false;
      work.current?.abort();
    };
  }, [client, chapters]);

  const run = useCallback(
    async (step: (signal: AbortSignal) => Promise<Stage>, during: Stage) => {
      const controller = new AbortController();
      work.current = controller;
      setStage(during);
      try {
        const next = await step(controller.signal);
        if (work.current === controller) setStage(next);
      } catch {
        if (work.current === controller) setStage({ name: 'idle', kept: await audioKept(client, chapters).catch(() => false), failed: true });
      }
    },
    [client, chapters],
  );
  const prepare = useCallback(
    () =>
      void run(
        async (signal) => ({ name: 'ready', bytes: await prepareAudio(client, chapters, signal, (done) => !signal.aborted && setStage({ name: 'preparing', done })) }),
        { name: 'preparing', done: 0 },
      ),
    [run, client, chapters],
  );
  // Asked for offline: the size is asked as soon as the connection is back, and shown before anything is kept.
  const waiting = stage.name === 'waiting';
  useEffect(() => {
    if (waiting && online) prepare();
  }, [waiting, online, prepare]);
  const cancel = () => {
    work.current?.abort();
    work.current = null;
    setStage({ name: 'idle', kept: false });
  };
  const total = chapters.chapters.length;

  return (
    <Item>
      {stage.name === 'idle' && stage.kept && <p role="status">{m.kept(title)}</p>}
      {stage.name === 'idle' && stage.failed && <p role="alert">{m.failed}</p>}
      {stage.name === 'waiting' && <p aria-live="polite">{m.waiting(title)}</p>}
      {stage.name === 'preparing' && <p aria-live="polite">{total > 1 ? m.preparingCount(title, count.format(Math.min(stage.done + 1, total)), count.format(total)) : m.preparing(title)}</p>}
      {stage.name === 'ready' && <p aria-live="polite">{m.size(title, size(stage.bytes))}</p>}
      {stage.name === 'keeping' && <p aria-live="polite">{m.keeping(title)}</p>}
      {stage.name === 'idle' && !stage.kept && (
        <Primary type="button" onClick={() => (navigator.onLine ? prepare() : setStage({ name: 'waiting' }))}>
          {!online ? m.prepareWhenOnline(title) : inPlayer ? m.keepForOffline(title) : m.prepare(title)}
        </Primary>
      )}
      {stage.name === 'ready' && (
        <>
          <Primary type="button" onClick={() => void run(async (signal) => (await keepAudio(client, chapters, signal), { name: 'idle', kept: true }), { name: 'keeping' })}>
            {m.keep(size(stage.bytes))}
          </Primary>{' '}
          <Button type="button" onClick={cancel}>
            {offlineTexts.cancel}
          </Button>
        </>
      )}
      {(stage.name === 'waiting' || stage.name === 'preparing' || stage.name === 'keeping') && (
        <Button type="button" onClick={cancel}>
          {offlineTexts.cancel}
        </Button>
      )}
      {stage.name === 'idle' && stage.kept && (
        <Button type="button" onClick={() => void removeAudio(client, chapters).then(() => setStage({ name: 'idle', kept: false }))}>
          {m.remove(title)}
        </Button>
      )}
    </Item>
  );
}

/** The reader's player's part: the chapter being listened to, in its translation. */
function PlayerKeepAudio({ book, chapter, translation, translationName }: { book: number; chapter: number; translation?: string; translationName?: string }) {
  const chapters = useMemo((): AudioChapters => ({ chapters: [{ book, chapter }], translation }), [book, chapter, translation]);
  const title = `${getBook(book)?.name ?? book} ${chapter}`;
  return <KeepAudio inPlayer title={translationName ? m.inTranslation(title, translationName) : title} chapters={chapters} />;
}

/**
 * Whether a chapter's audio is kept on the device (its cache, which the
 * worker answers the players from): the plan's `offlineAudio`, and the
 * reader's with its keeping part (issue 47).
 * @example <Plan … offlineAudio={useAudioOnDevice()} />
 */
export function useAudioOnDevice(): Pick<ReaderOfflineAudio, 'isKept'> {
  const client = useBibleApi();
  return useMemo(() => ({ isKept: (ref, translation) => audioKept(client, { chapters: [ref], translation }) }), [client]);
}

/**
 * The Reader's `offlineAudio` (issue 47): whether a chapter's audio is kept
 * on the device, and the player's part that keeps it. `translationName`
 * names another translation than the default's in its texts.
 * @example <Reader … offlineAudio={useReaderOfflineAudio(isDefaultTranslation(translation) ? undefined : name)} />
 */
export function useReaderOfflineAudio(translationName: string | undefined): ReaderOfflineAudio {
  const { isKept } = useAudioOnDevice();
  return useMemo(
    () => ({
      isKept,
      render: ({ book, chapter, translation }) => <PlayerKeepAudio book={book} chapter={chapter} translation={translation} translationName={translationName} />,
    }),
    [isKept, translationName],
  );
}
