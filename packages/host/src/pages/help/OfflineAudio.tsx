/**
 * "Lire hors ligne" for listening (issue 27): the audio of the last chapter
 * read, or of today's plan, kept on the device so that the player plays it
 * without a connection. Its size comes first (the server makes the audio
 * when it must), then "Garder"; once kept, "Retirer" removes it
 * (docs/decisions/offline.md, "Audio"). In the translation read (issue 41):
 * its audio, kept apart from another translation's of the same chapter.
 */
import { getBook } from '@parole/bible';
import { groupByChapter, useApiResource, useBibleApi } from '@parole/widgets';
import { useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { offline as offlineTexts } from '../../texts/offline.js';
import { audioKept, keepAudio, prepareAudio, removeAudio, type AudioChapters } from '../../pwa/offlineAudio.js';
import { useHostState } from '../../store/index.js';
import { Button, Primary } from './offline-ui.js';
import { space } from '../../style.js';

const m = offlineTexts.audio;
const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** "1,2 Mo" */
const size = (bytes: number) => `${megabytes.format(Math.max(bytes / 1_000_000, 0.1))}\u00a0Mo`;

const Item = styled.div`
  margin: ${space('sm')} 0;
  p {
    margin: 0 0 ${space('xs')};
  }
`;

type Stage =
  | { name: 'reading' }
  | { name: 'idle'; kept: boolean; failed?: boolean }
  | { name: 'preparing' }
  | { name: 'ready'; bytes: number }
  | { name: 'keeping' };

/**
 * One set of chapters to keep: its title ("Jean 3", "les lectures du jour"), its state and its actions.
 * `chapters` keeps one identity while the set is the same (the effect that reads whether it is kept runs once per set).
 */
function AudioSet({ title, chapters }: { title: string; chapters: AudioChapters }) {
  const client = useBibleApi();
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

  const run = async (step: (signal: AbortSignal) => Promise<Stage>, during: Stage) => {
    const controller = new AbortController();
    work.current = controller;
    setStage(during);
    try {
      const next = await step(controller.signal);
      if (work.current === controller) setStage(next);
    } catch {
      if (work.current === controller) setStage({ name: 'idle', kept: await audioKept(client, chapters).catch(() => false), failed: true });
    }
  };
  const cancel = () => {
    work.current?.abort();
    work.current = null;
    setStage({ name: 'idle', kept: false });
  };

  return (
    <Item>
      {stage.name === 'idle' && stage.kept && <p role="status">{m.kept(title)}</p>}
      {stage.name === 'idle' && stage.failed && <p role="alert">{m.failed}</p>}
      {stage.name === 'preparing' && <p aria-live="polite">{m.preparing(title)}</p>}
      {stage.name === 'ready' && <p aria-live="polite">{m.size(title, size(stage.bytes))}</p>}
      {stage.name === 'keeping' && <p aria-live="polite">{m.keeping(title)}</p>}
      {stage.name === 'idle' && !stage.kept && (
        <Primary type="button" onClick={() => void run(async (signal) => ({ name: 'ready', bytes: await prepareAudio(client, chapters, signal) }), { name: 'preparing' })}>
          {m.prepare(title)}
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
      {(stage.name === 'preparing' || stage.name === 'keeping') && (
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

/** The last chapter read and today's plan, each to keep for listening offline, in the translation read. */
export function OfflineAudio({ translation, translationName }: { translation?: string; translationName?: string }) {
  const last = useHostState((s) => s.lastRead);
  const today = useMemo(() => new Date(), []);
  const { state: plan } = useApiResource('planDay', { month: today.getMonth() + 1, day: today.getDate(), year: today.getFullYear(), translation });
  const planChapters = useMemo(
    (): AudioChapters => ({
      chapters: plan.status === 'ready' ? groupByChapter([...plan.data.versetsAt, ...plan.data.versetsNt]).map(({ book, chapter }) => ({ book, chapter })) : [],
      translation,
    }),
    [plan, translation],
  );
  const lastBook = last?.book;
  const lastChapter = last?.chapter;
  const lastChapters = useMemo(
    (): AudioChapters => ({ chapters: lastBook !== undefined && lastChapter !== undefined ? [{ book: lastBook, chapter: lastChapter }] : [], translation }),
    [lastBook, lastChapter, translation],
  );
  // Another translation than the default's is named: its audio is not Segond's.
  const titled = (title: string) => (translationName ? m.inTranslation(title, translationName) : title);
  const lastTitle = last ? titled(`${getBook(last.book)?.name ?? last.book} ${last.chapter}`) : null;
  return (
    <>
      <h3>{m.title}</h3>
      <p>{m.intro}</p>
      {last && lastTitle && <AudioSet title={lastTitle} chapters={lastChapters} />}
      {planChapters.chapters.length > 0 && <AudioSet title={titled(m.plan)} chapters={planChapters} />}
    </>
  );
}
