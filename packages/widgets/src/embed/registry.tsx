/**
 * The widgets a `<div data-bible-widget="…">` can name. Each entry turns the
 * element's data-* attributes into a React element; it is rendered inside the
 * embed's BibleApiProvider and ParoleStyleProvider.
 */
import {
  bookParam,
  chapterParam,
  dayParam,
  DEFAULT_WORD_CLOUD_SCOPE,
  exactParam,
  href,
  isValidChapter,
  isValidPlanDate,
  monthParam,
  normalizeSpaces,
  scopeParam,
  themeIdParam,
  versesParam,
  type ChapterRef,
  type ExactMode,
  type Param,
  type ReadingPlace,
  type Scope,
} from '@parole/bible';
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, ParoleScope } from '../internal/ui.js';
import { Plan } from '../plan/Plan.js';
import { Quiz } from '../quiz/Quiz.js';
import { QUIZ_STORAGE_KEY, localQuizStorage } from '../quiz/session.js';
import { Reader } from '../reader/Reader.js';
import { SearchBox, useSearchBoxState } from '../search/SearchBox.js';
import { SearchResults } from '../search/SearchResults.js';
import { WordCloud } from '../wordcloud/WordCloud.js';
import { ThemeList } from '../themes/ThemeList.js';
import { ThemeVerses } from '../themes/ThemeVerses.js';
import { space } from '../style.js';
import { EmbedMessage } from './EmbedMessage.js';
import { messages } from '../messages.js';

export interface EmbedContext {
  /** The element's data-* attributes (`data-livre` is `data.livre`). */
  data: DOMStringMap;
  /** The full site's address, from `data-site`; without it, navigation stays inside the embed. */
  site?: string;
}

export type EmbedRenderer = (context: EmbedContext) => ReactNode;

/**
 * A data attribute read by a parameter of the site's URLs (the same rules as
 * the address bar, spaces around it forgiven): `fallback` when absent, null
 * when it names nothing.
 */
function attribute<T>(param: Param<T>, value: string | undefined, fallback: T): T | null;
function attribute<T>(param: Param<T>, value: string | undefined): T | null | undefined;
function attribute<T>(param: Param<T>, value: string | undefined, fallback?: T): T | null | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? fallback : param.parse(text);
}

/** Links to the reading page of the full site, when the embed has one. */
const readingLinks = (site: string | undefined) => (site ? (place: ReadingPlace) => href('read', place, site) : undefined);

/**
 * The reader, holding its chapter itself: turning the page inside an embed
 * changes the chapter in place, while the chapter bar's links (with
 * `data-site`) still lead to the full site for "open in a new tab".
 */
function EmbeddedReader({ start, site }: { start: ReadingPlace; site?: string }) {
  const [ref, setRef] = useState<ChapterRef>(start);
  const atStart = ref.book === start.book && ref.chapter === start.chapter;
  return (
    <Reader
      book={ref.book}
      chapter={ref.chapter}
      selection={atStart ? start.verses : undefined}
      onNavigate={setRef}
      hrefFor={readingLinks(site)}
    />
  );
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
function EmbeddedSearch({ word, filter, exact: initialExact, site }: { word?: string; filter: Scope; exact: ExactMode; site?: string }) {
  const start = word ? normalizeSpaces(word) : '';
  const { remember, ...box } = useSearchBoxState({ value: start, exact: initialExact });
  const [query, setQuery] = useState<{ word: string; exact: ExactMode } | null>(start ? { word: start, exact: initialExact } : null);
  const [reading, setReading] = useState<ReadingPlace | null>(null);
  const hrefFor = readingLinks(site);

  const open = (place: ReadingPlace) => {
    if (hrefFor) window.location.assign(hrefFor(place));
    else setReading(place);
  };

  return (
    <ParoleScope>
      <Stack>
        <SearchBox
          {...box}
          onSearch={(w, e) => {
            setReading(null);
            setQuery({ word: w, exact: e });
          }}
          onReference={(place, input) => {
            remember(input);
            open(place);
          }}
        />
        {reading ? (
          <div>
            <Back>
              <Button type="button" onClick={() => setReading(null)}>
                {messages.embed.backToResults}
              </Button>
            </Back>
            <EmbeddedReader key={href('read', reading)} start={reading} />
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
function EmbeddedWordCloud({ scope: start, site }: { scope: Scope; site?: string }) {
  const [search, setSearch] = useState<{ word: string; scope: Scope } | null>(null);
  const [scope, setScope] = useState(start);
  const open = (word: string, from: Scope) => {
    if (site) window.location.assign(href('search', { word, scope: from, exact: 'exa' }, site));
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
          <SearchResults word={search.word} filter={search.scope} exact="exa" hrefFor={readingLinks(site)} />
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
  const [reading, setReading] = useState<ReadingPlace | null>(null);
  const hrefFor = readingLinks(site);
  if (reading) {
    return (
      <ParoleScope>
        <Stack>
          <Back>
            <Button type="button" onClick={() => setReading(null)}>
              {messages.themes.backToVerses}
            </Button>
          </Back>
          <EmbeddedReader start={reading} />
        </Stack>
      </ParoleScope>
    );
  }
  if (theme === undefined) return <ThemeList onOpen={(t) => setTheme(t.id)} />;
  return <ThemeVerses id={theme} onBack={() => setTheme(undefined)} hrefFor={hrefFor} onOpen={hrefFor ? undefined : setReading} />;
}

/**
 * The quiz's localStorage entry on a page of another site: one per API
 * (its origin and path), so that two quizzes of two servers keep their own
 * games. `data-api` empty is the page's own origin.
 * @example quizStorageKey('https://api.example/') // 'parole:quiz:https://api.example'
 */
export function quizStorageKey(api: string): string {
  try {
    const url = new URL(api || '/', window.location.href);
    return `${QUIZ_STORAGE_KEY}:${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return `${QUIZ_STORAGE_KEY}:${api}`;
  }
}

export const widgetRegistry: Readonly<Record<string, EmbedRenderer>> = {
  plan({ data, site }) {
    // Without data-mois and data-jour: today (the visitor's date). Navigation
    // changes the date inside the embed (no onDateChange); chapter links lead
    // to the full site with data-site, and the text unfolds in place.
    const now = new Date();
    const month = attribute(monthParam, data.mois, now.getMonth() + 1);
    const day = attribute(dayParam, data.jour, now.getDate());
    if (month === null || day === null || !isValidPlanDate(month, day, now.getFullYear())) {
      return <EmbedMessage>{messages.embed.invalidDate}</EmbedMessage>;
    }
    return <Plan month={month} day={day} hrefFor={readingLinks(site)} />;
  },
  wordcloud({ data, site }) {
    const scope = attribute(scopeParam, data.livre, DEFAULT_WORD_CLOUD_SCOPE);
    if (!scope) return <EmbedMessage>{messages.embed.invalidWordCloud}</EmbedMessage>;
    return <EmbeddedWordCloud scope={scope} site={site} />;
  },
  themes({ data, site }) {
    // data-theme: open one theme's verses; the grid without it.
    const theme = attribute(themeIdParam, data.theme);
    if (theme === null) return <EmbedMessage>{messages.themes.invalidTheme}</EmbedMessage>;
    return <EmbeddedThemes start={theme} site={site} />;
  },
  reader({ data, site }) {
    const book = attribute(bookParam, data.livre, 1);
    const chapter = attribute(chapterParam, data.chapitre, 1);
    const verses = attribute(versesParam, data.selection);
    if (book === null || chapter === null || !isValidChapter(book, chapter)) return <EmbedMessage>{messages.embed.invalidReference}</EmbedMessage>;
    return <EmbeddedReader start={{ book, chapter, verses: verses ?? undefined }} site={site} />;
  },
  quiz({ data, site }) {
    // Its own screens (no router); the session in this page's localStorage, per API. With
    // data-site, a summary and a verse have real links to the full site (a plain click on a
    // table's row still opens the summary in place).
    return (
      <Quiz
        storage={localQuizStorage(quizStorageKey(data.api ?? ''))}
        summaryHref={site ? (game) => href('gameSummary', { game }, site) : undefined}
        readHref={readingLinks(site)}
      />
    );
  },
  search({ data, site }) {
    const filter = attribute(scopeParam, data.filter, 'atnt');
    if (!filter) return <EmbedMessage>{messages.embed.invalidFilter}</EmbedMessage>;
    return <EmbeddedSearch word={data.word} filter={filter} exact={attribute(exactParam, data.exact) ?? 'nex'} site={site} />;
  },
};
