/**
 * "Lire hors ligne" for listening (issue 27): the audio of the last chapter
 * read, of its whole book (issue 47), or of today's plan, kept on the
 * device so that the player plays it without a connection, each with its
 * size first (KeepAudio; docs/decisions/offline.md, "Audio"). In the
 * translation read (issue 41): its audio, kept apart from another
 * translation's of the same chapter.
 */
import { getBook, ofPhrase, readingNumbering } from '@parole/bible';
import { groupByChapter, useApiResource } from '@parole/widgets';
import { useMemo } from 'react';
import { offline as offlineTexts } from '../../texts/offline.js';
import type { AudioChapters } from '../../pwa/offlineAudio.js';
import { useHostState } from '../../store/index.js';
import { KeepAudio } from './KeepAudio.js';

const m = offlineTexts.audio;

/** The last chapter read, its book and today's plan, each to keep for listening offline, in the translation read. */
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
  // Every chapter of the last chapter's book, in the translation's numbering (Martin's Malachie has 4).
  const bookChapters = useMemo((): AudioChapters => {
    const chapters = lastBook === undefined ? 0 : readingNumbering(translation).chapterCount(lastBook);
    return { chapters: Array.from({ length: chapters }, (_, i) => ({ book: lastBook!, chapter: i + 1 })), translation };
  }, [lastBook, translation]);
  // Another translation than the default's is named: its audio is not Segond's.
  const titled = (title: string) => (translationName ? m.inTranslation(title, translationName) : title);
  const bookName = last ? (getBook(last.book)?.name ?? String(last.book)) : null;
  const lastTitle = last && bookName ? titled(`${bookName} ${last.chapter}`) : null;
  return (
    <>
      <h3>{m.title}</h3>
      <p>{m.intro}</p>
      {last && lastTitle && <KeepAudio title={lastTitle} chapters={lastChapters} />}
      {/* A book of one chapter (Abdias, Jude) is its last chapter: offered once. */}
      {bookName && bookChapters.chapters.length > 1 && <KeepAudio title={titled(m.book(ofPhrase(bookName)))} chapters={bookChapters} />}
      {planChapters.chapters.length > 0 && <KeepAudio title={titled(m.plan)} chapters={planChapters} />}
    </>
  );
}
