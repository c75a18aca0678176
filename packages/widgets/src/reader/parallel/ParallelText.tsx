import { highlightDivineNames, type ParallelResponse, type Testament, type TranslationItem } from '@parole/bible';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { markTextSigns } from '../../internal/signs.js';
import { LoadError, SkeletonLine, verseMarkup, VisuallyHidden } from '../../internal/ui.js';
import { messages } from '../../messages.js';
import { color, font, radius, space } from '../../style.js';
import type { DisplaySettings } from '../settings.js';
import { Verse as ReaderVerse, VerseNumber } from '../VerseList.js';
import { useVerseGestures } from '../verseGestures.js';
import type { ParallelState } from './useParallel.js';

export interface ParallelTextProps {
  data: ParallelResponse;
  /** The chapter read, in the first translation's numbering: a verse of another chapter shows its chapter too. */
  chapter: number;
  /** The server's translations, for their short names (the id while unknown). */
  translations?: readonly TranslationItem[];
  settings: DisplaySettings;
  testament: Testament;
  /** Selected verses of the first translation. */
  selected: ReadonlySet<number>;
  onToggleVerse?: (verse: number) => void;
  /** The verse of the first translation being read aloud. */
  current?: number | null;
  onPlayVerse?: (verse: number) => void;
  /** Shows a « Retirer » button on the other translations' columns. */
  onRemove?: (translation: string) => void;
}

/**
 * The box the rows measure themselves against: columns from 560 px of the
 * reader's own width (a container query: an embed in a narrow sidebar reads
 * verse by verse even on a wide screen), verse by verse below.
 */
const Frame = styled.div<{ $fontSize: number; $leading: number; $justify: boolean }>`
  container-type: inline-size;
  font-family: ${font('text')};
  font-size: ${(p) => p.$fontSize}rem;
  line-height: ${(p) => p.$leading};
  text-align: ${(p) => (p.$justify ? 'justify' : 'left')};
  hyphens: ${(p) => (p.$justify ? 'auto' : 'manual')};

  ${verseMarkup}
`;

/* Each row is a grid of equal columns: rows line up because every row has the same columns. */
const rowColumns = (n: number) => `
  @container (min-width: 560px) {
    display: grid;
    grid-template-columns: repeat(${n}, minmax(0, 1fr));
    column-gap: ${space('lg')};
  }
`;

const Head = styled.div<{ $columns: number }>`
  display: none;
  ${(p) => rowColumns(p.$columns)}
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 0 ${space('sm')};
  padding: ${space('xs')} 0;
  border-bottom: 1px solid ${color('border')};
  background: ${color('background')};
  font-family: ${font('ui')};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${color('textMuted')};
`;

const HeadCell = styled.div`
  padding: 0 ${space('xs')};
`;

const Compared = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')} ${space('md')};
  margin: 0 0 ${space('sm')};
  padding: 0;
  list-style: none;
  font-family: ${font('ui')};
  font-size: 0.85rem;
  color: ${color('textMuted')};

  li {
    display: flex;
    align-items: center;
    gap: ${space('xs')};
  }
`;

const Row = styled.div<{ $columns: number }>`
  ${(p) => rowColumns(p.$columns)}
  margin: 0 0 ${space('sm')};
  padding: 0 0 ${space('xs')};
  border-bottom: 1px solid ${color('border')};
  break-inside: avoid;
`;

const Cell = styled.div`
  padding: 0 ${space('xs')};
  /* Verse by verse: each counterpart under the first, indented and labelled. */
  & + & {
    margin-top: ${space('xs')};
    padding-left: ${space('md')};
    @container (min-width: 560px) {
      margin-top: 0;
      padding-left: ${space('xs')};
    }
  }
`;

/* The translation's short name before each counterpart on a narrow box; said to screen readers only in columns. */
const Label = styled.span`
  display: block;
  font-family: ${font('ui')};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${color('textMuted')};

  @container (min-width: 560px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/* The reader's verse, one row's cell tight; only the first translation's verses are toggles. */
const Verse = styled(ReaderVerse)<{ $selectable: boolean }>`
  margin: 0;
  cursor: ${(p) => (p.$selectable ? 'pointer' : 'auto')};
`;

const Empty = styled.p`
  margin: 0;
  padding: 0 ${space('xs')};
  font-family: ${font('ui')};
  font-size: 0.85rem;
  font-style: italic;
  color: ${color('textMuted')};
  cursor: help;
`;

const RemoveButton = styled.button`
  min-width: 1.75rem;
  min-height: 1.75rem;
  padding: 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius('sm')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/**
 * A chapter beside other translations, row by row (GET /api/parallele):
 * each row the verses that say the same words, a cell per translation with
 * its own verse numbers, an empty cell saying why. The first translation's
 * verses are the reader's (selection, audio); the others are read only.
 */
export function ParallelText({ data, chapter, translations, settings, testament, selected, onToggleVerse, current = null, onPlayVerse, onRemove }: ParallelTextProps) {
  const t = messages.parallel;
  const nameOf = (id: string) => translations?.find((x) => x.id === id)?.nomCourt ?? id;
  const columns = data.traductions.length;
  const html = useMemo(
    () =>
      data.rangees.map((row) =>
        row.cellules.map((cell) => cell.versets.map((v) => (settings.divineNames ? highlightDivineNames(markTextSigns(v.texte)) : markTextSigns(v.texte)))),
      ),
    [data, settings.divineNames],
  );

  const gestures = useVerseGestures({ selected, onToggleVerse, onPlayVerse });

  return (
    <Frame $fontSize={settings.fontSize} $leading={settings.leading} $justify={settings.display === 'justify'} data-testament={testament}>
      {/* The translations compared, each but the first with its « Retirer »: on every width, the columns' heads being for wide boxes only. */}
      <Compared aria-label={t.compared}>
        {data.traductions.map((id, i) => (
          <li key={id}>
            {nameOf(id)}
            {onRemove && i > 0 && (
              <RemoveButton type="button" aria-label={t.remove(nameOf(id))} title={t.remove(nameOf(id))} onClick={() => onRemove(id)}>
                ×
              </RemoveButton>
            )}
          </li>
        ))}
      </Compared>
      <Head $columns={columns} aria-hidden="true">
        {data.traductions.map((id) => (
          <HeadCell key={id}>{nameOf(id)}</HeadCell>
        ))}
      </Head>
      <div role="group" aria-label={t.rows}>
        {data.rangees.map((row, r) => (
          <Row key={r} $columns={columns} data-rangee={r}>
            {row.cellules.map((cell, c) => {
              const name = nameOf(cell.traduction);
              return (
                <Cell key={cell.traduction} data-traduction={cell.traduction}>
                  {c > 0 && <Label>{name}</Label>}
                  {cell.versets.length === 0 &&
                    (cell.ailleurs ? (
                      <Empty title={t.elsewhereWhy(name)}>{t.elsewhere}</Empty>
                    ) : (
                      <Empty title={t.absentWhy(name)}>{t.absent}</Empty>
                    ))}
                  {cell.versets.map((v, i) => {
                    const first = c === 0;
                    const number = settings.numbers && <VerseNumber $testament={testament}>{t.verseNumber(v.chapitre, v.verset, v.chapitre === chapter)}</VerseNumber>;
                    const text = <span dangerouslySetInnerHTML={{ __html: html[r]![c]![i]! }} />;
                    return first ? (
                      <Verse
                        key={v.verset}
                        $selectable
                        $testament={testament}
                        role="button"
                        tabIndex={0}
                        aria-pressed={selected.has(v.verset)}
                        aria-current={current === v.verset ? 'true' : undefined}
                        data-verset={v.verset}
                        {...gestures(v.verset)}
                      >
                        {number}
                        {text}
                      </Verse>
                    ) : (
                      <Verse key={`${v.chapitre}:${v.verset}`} $selectable={false} $testament={testament} data-reference={`${v.chapitre}:${v.verset}`}>
                        {number}
                        {text}
                      </Verse>
                    );
                  })}
                </Cell>
              );
            })}
          </Row>
        ))}
      </div>
    </Frame>
  );
}

export interface ParallelBodyProps extends Omit<ParallelTextProps, 'data'> {
  state: ParallelState;
  /** How many translations are asked: the skeleton reserves their columns at once. */
  count: number;
  onRetry?: () => void;
}

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_ROWS = [[92, 60], [100, 85], [88, 70], [97, 40], [85, 95], [70, 55]] as const;

/**
 * The parallel chapter in the reader's body: its rows, or while they come
 * a skeleton of as many columns (the space is reserved the moment a column is
 * asked for, within the click, so the text does not jump later), or the error.
 */
export function ParallelBody({ state, count, onRetry, ...props }: ParallelBodyProps) {
  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} retryLabel={messages.reader.retry} />;
  if (state.status === 'ready') return <ParallelText data={state.data} {...props} />;
  return (
    <Frame $fontSize={props.settings.fontSize} $leading={props.settings.leading} $justify={false} aria-busy="true">
      <VisuallyHidden role="status">{messages.parallel.loading}</VisuallyHidden>
      {SKELETON_ROWS.map((widths, r) => (
        <Row key={r} $columns={count} aria-hidden="true">
          {Array.from({ length: count }, (_, c) => (
            <Cell key={c}>
              {widths.map((width, i) => (
                <SkeletonLine key={i} $width={(width + c * 7) % 100 || 50} />
              ))}
            </Cell>
          ))}
        </Row>
      ))}
    </Frame>
  );
}
