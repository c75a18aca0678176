import { Fragment, useMemo } from 'react';
import { styled } from 'styled-components';
import { highlightDivineNames, type ChapterResponse, type Testament, type Heading } from '@parole/bible';
import { accent, color, font, radius, space } from '../style.js';
import { markTextSigns } from '../internal/signs.js';
import { verseMarkup } from '../internal/ui.js';
import { messages } from '../messages.js';
import type { DisplaySettings } from './settings.js';
import { useVerseGestures } from './verseGestures.js';

export interface VerseListProps {
  data: ChapterResponse;
  settings: DisplaySettings;
  /** Number of text columns actually shown (1 on mobile whatever the setting). */
  columns: 1 | 2;
  testament: Testament;
  selected: ReadonlySet<number>;
  onToggleVerse?: (verse: number) => void;
  /** The verse being read aloud: marked (`aria-current`), kept in view. */
  current?: number | null;
  /** Plays from a verse's start: a click or a tap on it, Enter or Space on a selected one (while the player is open). */
  onPlayVerse?: (verse: number) => void;
}

const Text = styled.div<{ $fontSize: number; $leading: number; $justify: boolean; $columns: 1 | 2 }>`
  font-family: ${font('text')};
  font-size: ${(p) => p.$fontSize}rem;
  line-height: ${(p) => p.$leading};
  text-align: ${(p) => (p.$justify ? 'justify' : 'left')};
  hyphens: ${(p) => (p.$justify ? 'auto' : 'manual')};
  column-count: ${(p) => p.$columns};
  column-gap: ${space('xl')};

  ${verseMarkup}
`;

const Heading = styled.h2<{ $level: Heading['niveau'] }>`
  margin: ${space('md')} 0 ${space('sm')};
  font-family: ${font('ui')};
  font-size: ${(p) => (p.$level === 's' ? '1.05em' : p.$level === 'ms1' ? '1.3em' : '1.2em')};
  font-weight: 700;
  line-height: 1.3;
  text-transform: ${(p) => (p.$level === 's' ? 'none' : 'uppercase')};
  letter-spacing: ${(p) => (p.$level === 's' ? 'normal' : '0.04em')};
  color: ${color('text')};
  break-after: avoid;
  break-inside: avoid;

  /* At the top of the text (or of a column), the heading aligns with the other column. */
  &:first-child {
    margin-top: 0;
  }
`;

/** A verse of the reader: a toggle of the selection, marked while read aloud (also the parallel view's, issue 42). */
export const Verse = styled.p<{ $testament: Testament }>`
  margin: 0 0 ${space('xs')};
  padding: 0 ${space('xs')};
  border-radius: ${radius('sm')};
  cursor: pointer;
  break-inside: avoid-column;

  &[aria-pressed='true'] {
    background: ${color('selection')};
    box-shadow: inset 3px 0 0 ${accent};
  }

  /* The verse being read aloud: underlined with the accent, over any selection. */
  &[aria-current='true'] {
    text-decoration: underline;
    text-decoration-color: ${accent};
    text-decoration-thickness: 2px;
    text-underline-offset: 0.25em;
    outline: 2px solid ${accent};
    outline-offset: 1px;
  }
`;

export const VerseNumber = styled.sup<{ $testament: Testament }>`
  margin-right: 0.25em;
  font-family: ${font('ui')};
  font-size: 0.7em;
  font-weight: 700;
  color: ${accent};
`;

/**
 * The verses of a chapter, each preceded by the headings placed before it.
 * A verse is a toggle (double click, a tap on a touch screen, or Enter /
 * Space when focused) of the selection: useVerseGestures. `texte` is HTML produced by our own API from the USFM source
 * (span.wj, i, sup, span.qs, br), which is why it is rendered as HTML.
 */
export function VerseList({ data, settings, columns, testament, selected, onToggleVerse, current = null, onPlayVerse }: VerseListProps) {
  const headings = useMemo(() => {
    const byVerse = new Map<number, Heading[]>();
    for (const titre of data.titres ?? []) byVerse.set(titre.avant, [...(byVerse.get(titre.avant) ?? []), titre]);
    return byVerse;
  }, [data.titres]);

  const html = useMemo(
    () => data.versets.map((v) => (settings.divineNames ? highlightDivineNames(markTextSigns(v.texte)) : markTextSigns(v.texte))),
    [data.versets, settings.divineNames],
  );

  const gestures = useVerseGestures({ selected, onToggleVerse, onPlayVerse });

  return (
    <Text
      aria-label={messages.reader.verses}
      role="group"
      $fontSize={settings.fontSize}
      $leading={settings.leading}
      $justify={settings.display === 'justify'}
      $columns={columns}
    >
      {data.versets.map((v, i) => (
        <Fragment key={v.id}>
          {headings.get(v.verset)?.map((titre, j) => (
            <Heading key={j} $level={titre.niveau}>
              {titre.texte}
            </Heading>
          ))}
          <Verse
            role="button"
            tabIndex={0}
            aria-pressed={selected.has(v.verset)}
            aria-current={current === v.verset ? 'true' : undefined}
            data-verset={v.verset}
            $testament={testament}
            {...gestures(v.verset)}
          >
            {settings.numbers && <VerseNumber $testament={testament}>{v.verset}</VerseNumber>}
            <span dangerouslySetInnerHTML={{ __html: html[i] }} />
          </Verse>
        </Fragment>
      ))}
    </Text>
  );
}
