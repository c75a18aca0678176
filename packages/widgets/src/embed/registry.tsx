/**
 * The widgets a `<div data-bible-widget="…">` can name. Each entry turns the
 * element's data-* attributes into a React element; it is rendered inside the
 * embed's BibleApiProvider and ParoleStyleProvider. Later widgets (plan,
 * quiz, wordcloud) are one entry each.
 */
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { isValidChapter, isValidPlanDate, normalizeSpaces, parseWordCloudScope, type Scope, type ChapterRef, type ExactMode, type Reference } from '@parole/bible';
import { Button, ParoleScope } from '../internal/ui.js';
import { Plan } from '../plan/Plan.js';
import { Reader } from '../reader/Reader.js';
import { SearchBox } from '../search/SearchBox.js';
import { SearchResults } from '../search/SearchResults.js';
import { WordCloud } from '../wordcloud/WordCloud.js';
import { ThemeList } from '../themes/ThemeList.js';
import { ThemeVerses } from '../themes/ThemeVerses.js';
import type { ThemePassageRef } from '../themes/passages.js';
import { space } from '../style.js';
import { EmbedMessage } from './EmbedMessage.js';
import { messages } from '../messages.js';

export interface EmbedContext {
  /** The element's data-* attributes (`data-livre` is `data.livre`). */
  data: DOMStringMap;
  /**
   * Links to the full site, from `data-site` (no trailing slash); undefined
   * without it, and navigation then stays inside the embed.
   */
  hrefFor?: (ref: ChapterRef & { verse?: number }) => string;
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
  const atStart = ref.book === start.book && ref.chapter === start.chapter;
  return (
    <Reader
      book={ref.book}
      chapter={ref.chapter}
      selection={atStart ? selection : undefined}
      onNavigate={setRef}
      hrefFor={hrefFor}
    />
  );
}

/** A search filter from a data attribute: 'atnt' when absent, null when invalid. */
function readFilter(value: string | undefined): Scope | null {
  const text = value?.trim().toLowerCase() || 'atnt';
  if (text === 'atnt' || text === 'at' || text === 'nt') return text;
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 66 ? (String(Number(text)) as Scope) : null;
}

const Stack = styled.div`
  display: grid;
  gap: ${space('sm')};
`;

const Back = styled.div`
  padding: 0 ${space('md')};
`;

/**
 * The search embed: the search box over its results. The page has no router
 * and no device store, so the widget keeps the text, mode and history itself
 * (for the page's lifetime). With `data-site`, results and references lead to
 * the full site; without it, they open in a reader inside the embed.
 */
function EmbeddedSearch({ word, filter, exact: initialExact, hrefFor }: { word?: string; filter: Scope; exact: ExactMode; hrefFor?: EmbedContext['hrefFor'] }) {
  const start = word ? normalizeSpaces(word) : '';
  const [value, setValue] = useState(start);
  const [exact, setExact] = useState<ExactMode>(initialExact);
  const [history, setHistory] = useState<string[]>([]);
  const [query, setQuery] = useState<{ word: string; exact: ExactMode } | null>(start ? { word: start, exact: initialExact } : null);
  const [reading, setReading] = useState<Reference | null>(null);
  const remember = (entry: string) => setHistory((list) => (list.includes(entry) ? list : [...list, entry]));

  const open = (ref: Reference) => {
    if (hrefFor) window.location.assign(hrefFor(ref));
    else setReading(ref);
  };

  return (
    <ParoleScope>
      <Stack>
        <SearchBox
          value={value}
          onValueChange={setValue}
          exact={exact}
          onExactChange={setExact}
          history={history}
          onHistoryChange={setHistory}
          onSearch={(w, e) => {
            setReading(null);
            setQuery({ word: w, exact: e });
          }}
          onReference={(ref, input) => {
            remember(input);
            open(ref);
          }}
        />
        {reading ? (
          <div>
            <Back>
              <Button type="button" onClick={() => setReading(null)}>
                {messages.embed.backToResults}
              </Button>
            </Back>
            <EmbeddedReader
              key={`${reading.book}/${reading.chapter}/${reading.verse ?? ''}`}
              start={reading}
              selection={reading.verse ? String(reading.verse) : undefined}
            />
          </div>
        ) : (
          query && (
            <SearchResults
              word={query.word}
              filter={filter}
              exact={query.exact}
              hrefFor={hrefFor}
              onOpen={hrefFor ? undefined : setReading}
              onSuccess={() => remember(query.word)}
            />
          )
        )}
      </Stack>
    </ParoleScope>
  );
}

/**
 * The word cloud embed. A chosen word is searched (whole word, in the
 * cloud's scope): on the full site with `data-site`, otherwise in the embed,
 * with a way back to the cloud.
 */
function EmbeddedWordCloud({ scope: start, site, hrefFor }: { scope: Scope; site?: string; hrefFor?: EmbedContext['hrefFor'] }) {
  const [search, setSearch] = useState<{ word: string; scope: Scope } | null>(null);
  const [scope, setScope] = useState(start);
  const open = (word: string, from: Scope) => {
    if (site) window.location.assign(`${site.replace(/\/+$/, '')}/rechercher/${encodeURIComponent(word)}/${from}/exa`);
    else setSearch({ word, scope: from });
  };
  if (search) {
    return (
      <ParoleScope>
        <Stack>
          <Back>
            <Button type="button" onClick={() => setSearch(null)}>
              {messages.embed.backToCloud}
            </Button>
          </Back>
          <SearchResults word={search.word} filter={search.scope} exact="exa" hrefFor={hrefFor} />
        </Stack>
      </ParoleScope>
    );
  }
  return <WordCloud scope={scope} onScopeChange={setScope} onWordClick={open} />;
}

/**
 * The themes embed: the grid, then a theme's verses in place (with a way
 * back). A passage opens on the full site with `data-site`, otherwise in a
 * reader inside the embed, its verses selected.
 */
function EmbeddedThemes({ start, site }: { start?: number; site?: string }) {
  const [theme, setTheme] = useState<number | undefined>(start);
  const [reading, setReading] = useState<ThemePassageRef | null>(null);
  const base = site?.replace(/\/+$/, '');
  const hrefFor = base ? ({ book, chapter, verse }: ThemePassageRef) => `${base}/lire/${book}/${chapter}/${verse}` : undefined;
  if (reading) {
    return (
      <ParoleScope>
        <Stack>
          <Back>
            <Button type="button" onClick={() => setReading(null)}>
              {messages.themes.backToVerses}
            </Button>
          </Back>
          <EmbeddedReader start={reading} selection={reading.verse} />
        </Stack>
      </ParoleScope>
    );
  }
  if (theme === undefined) return <ThemeList onOpen={(t) => setTheme(t.id)} />;
  return <ThemeVerses id={theme} onBack={() => setTheme(undefined)} hrefFor={hrefFor} onOpen={hrefFor ? undefined : setReading} />;
}

export const widgetRegistry: Readonly<Record<string, EmbedRenderer>> = {
  plan({ data, hrefFor }) {
    // Without data-mois and data-jour: today (the visitor's date). Navigation
    // changes the date inside the embed (no onDateChange); chapter links lead
    // to the full site with data-site, and the text unfolds in place.
    const now = new Date();
    const month = readNumber(data.mois, now.getMonth() + 1);
    const day = readNumber(data.jour, now.getDate());
    if (!isValidPlanDate(month, day, now.getFullYear())) return <EmbedMessage>{messages.embed.invalidDate}</EmbedMessage>;
    return <Plan month={month} day={day} hrefFor={hrefFor} />;
  },
  wordcloud({ data, hrefFor }) {
    const scope = parseWordCloudScope(data.livre?.trim().toLowerCase() || 'nt');
    if (!scope) return <EmbedMessage>{messages.embed.invalidWordCloud}</EmbedMessage>;
    return <EmbeddedWordCloud scope={scope} site={data.site} hrefFor={hrefFor} />;
  },
  themes({ data }) {
    // data-theme: open one theme's verses; the grid without it.
    const theme = data.theme === undefined ? undefined : readNumber(data.theme, 0);
    if (theme !== undefined && !(theme >= 1)) return <EmbedMessage>{messages.themes.invalidTheme}</EmbedMessage>;
    return <EmbeddedThemes start={theme} site={data.site} />;
  },
  reader({ data, hrefFor }) {
    const start = { book: readNumber(data.livre, 1), chapter: readNumber(data.chapitre, 1) };
    if (!isValidChapter(start.book, start.chapter)) return <EmbedMessage>{messages.embed.invalidReference}</EmbedMessage>;
    return <EmbeddedReader start={start} selection={data.selection} hrefFor={hrefFor} />;
  },
  search({ data, hrefFor }) {
    const filter = readFilter(data.filter);
    if (!filter) return <EmbedMessage>{messages.embed.invalidFilter}</EmbedMessage>;
    return <EmbeddedSearch word={data.word} filter={filter} exact={data.exact === 'exa' ? 'exa' : 'nex'} hrefFor={hrefFor} />;
  },
};
