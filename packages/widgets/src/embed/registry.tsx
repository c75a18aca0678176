/**
 * The widgets a `<div data-bible-widget="…">` can name. Each entry turns the
 * element's data-* attributes into a React element; it is rendered inside the
 * embed's BibleApiProvider and ParoleThemeProvider. Later widgets (plan,
 * quiz, search, wordcloud) are one entry each.
 */
import { useState, type ReactNode } from 'react';
import { isValidChapter, type ChapterRef } from '@parole/bible';
import { Reader } from '../reader/Reader.js';
import { EmbedMessage } from './EmbedMessage.js';
import { messages } from '../messages.js';

export interface EmbedContext {
  /** The element's data-* attributes (`data-livre` is `data.livre`). */
  data: DOMStringMap;
  /**
   * Links to the full site, from `data-site` (no trailing slash); undefined
   * without it, and navigation then stays inside the embed.
   */
  hrefFor?: (ref: ChapterRef & { verset?: number }) => string;
}

export type EmbedRenderer = (context: EmbedContext) => ReactNode;

/** A whole positive number from a data attribute, `fallback` when the attribute is absent. */
function readNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  return /^\d+$/.test(value.trim()) ? Number(value) : NaN;
}

/**
 * The reader, holding its chapter itself: turning the page inside an embed
 * changes the chapter in place, while the chapter bar's links (with
 * `data-site`) still lead to the full site for "open in a new tab".
 */
function EmbeddedReader({ start, selection, hrefFor }: { start: ChapterRef; selection?: string; hrefFor?: EmbedContext['hrefFor'] }) {
  const [ref, setRef] = useState(start);
  const atStart = ref.livre === start.livre && ref.chapitre === start.chapitre;
  return (
    <Reader
      livre={ref.livre}
      chapitre={ref.chapitre}
      selection={atStart ? selection : undefined}
      onNavigate={setRef}
      hrefFor={hrefFor}
    />
  );
}

export const widgetRegistry: Readonly<Record<string, EmbedRenderer>> = {
  reader({ data, hrefFor }) {
    const start = { livre: readNumber(data.livre, 1), chapitre: readNumber(data.chapitre, 1) };
    if (!isValidChapter(start.livre, start.chapitre)) return <EmbedMessage>{messages.embed.invalidReference}</EmbedMessage>;
    return <EmbeddedReader start={start} selection={data.selection} hrefFor={hrefFor} />;
  },
};
