import { formatVerseSelection, htmlToText, PARALLEL_MAX, type ParallelResponse, type TranslationItem } from '@parole/bible';
import { styled } from 'styled-components';
import { useApiResource, viewOf } from '../../api/useApiResource.js';
import { useCopyWithNotice } from '../copy.js';
import { readerPanel } from '../panel.js';
import { Button, LoadError, SkeletonLines } from '../../internal/ui.js';
import { messages } from '../../messages.js';
import { font, space } from '../../style.js';

export interface VersesComparePanelProps {
  id: string;
  book: number;
  bookName: string;
  chapter: number;
  /** The translation read, whose numbering `chapter` and `selected` are in. */
  translation: string;
  /** The server's translations: the others are shown beside it (the first PARALLEL_MAX − 1 of them). */
  translations: readonly TranslationItem[];
  selected: readonly number[];
  notify: (message: string) => void;
}

const Panel = styled.section`
  ${readerPanel}
`;

const Item = styled.article`
  display: grid;
  gap: ${space('xs')};
  h3 {
    margin: 0;
    font-family: ${font('ui')};
    font-size: 0.95rem;
  }
  p {
    margin: 0;
    font-family: ${font('text')};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('xs')};
`;

/** A translation's verses of the rows holding the selection: its reference in its own numbering, its text. */
export function versesIn(data: ParallelResponse, selected: readonly number[], t: number): { reference: string; text: string } | undefined {
  const verses = data.rangees
    .filter((row) => row.cellules[0]!.versets.some((v) => selected.includes(v.verset)))
    .flatMap((row) => row.cellules[t]!.versets);
  if (verses.length === 0) return undefined;
  const chapters = [...new Set(verses.map((v) => v.chapitre))];
  const reference = chapters.map((c) => `${c}:${formatVerseSelection(verses.filter((v) => v.chapitre === c).map((v) => v.verset))}`).join(' ; ');
  return { reference, text: verses.map((v) => htmlToText(v.texte)).join(' ') };
}

/**
 * « Comparer les traductions » (issue 42): the selected verses in every
 * translation, each with its reference in its own numbering (Segond's Genèse
 * 31:55 is Darby's 32:1) and a copy button. Loaded on its first opening.
 */
export function VersesComparePanel({ id, book, bookName, chapter, translation, translations, selected, notify }: VersesComparePanelProps) {
  const t = messages.parallel;
  const ids = [translation, ...translations.map((x) => x.id).filter((x) => x !== translation)].slice(0, PARALLEL_MAX);
  const { state, onRetry } = viewOf(useApiResource('parallel', { book, chapter, translations: ids }));
  const item = (id: string) => translations.find((x) => x.id === id);
  const copyWithNotice = useCopyWithNotice(notify);
  const copy = (text: string) => copyWithNotice(text, messages.reader.copiedSelection);
  return (
    <Panel id={id} aria-label={t.versesTitle}>
      {state.status === 'loading' && <SkeletonLines widths={[90, 70, 95, 60]} />}
      {state.status === 'error' && <LoadError message={state.message} onRetry={onRetry} retryLabel={messages.reader.retry} />}
      {state.status === 'ready' &&
        ids.map((x, i) => {
          const name = item(x)?.nom ?? x;
          const found = versesIn(state.data, selected, i);
          const reference = found && `${bookName} ${found.reference}`;
          return (
            <Item key={x} aria-label={name}>
              <Head>
                <h3>{reference ? `${reference} — ${name}` : name}</h3>
                {found && (
                  <Button type="button" aria-label={t.copyVerses(reference!, name)} onClick={() => void copy(`${found.text} (${reference}, ${name})`)}>
                    {t.copy}
                  </Button>
                )}
              </Head>
              <p>{found ? found.text : t.absent}</p>
            </Item>
          );
        })}
    </Panel>
  );
}
