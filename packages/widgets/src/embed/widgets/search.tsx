/**
 * The search embed: `<div data-bible-widget="search" data-word="berger" data-filter="nt">`
 * (or data-testament="nt"; data-filter wins), `data-max-results` verses shown
 * (10 by default, 5 in a place narrower than the mobile breakpoint), then
 * « Voir les N résultats » with data-site, pages of them without.
 */
import { exactParam, href, normalizeSpaces, scopeParam, SEARCH_MAX_RESULTS, type ExactMode, type ReadingPlace, type Scope } from '@parole/bible';
import { inTranslation } from '../../api/translations.js';
import { useState } from 'react';
import { ParoleScope } from '../../internal/ui.js';
import { useWidthCompact } from '../../internal/useMediaQuery.js';
import { messages } from '../../messages.js';
import { SearchBox, useSearchBoxState } from '../../search/SearchBox.js';
import { SearchResults } from '../../search/SearchResults.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, BackButton, EmbeddedReader, openOnSite, readingLinks, Stack, testamentScope, type EmbedRenderer } from './shared.js';

/**
 * Verses shown at a time without data-max-results: the widget stays about a
 * screen tall, in a main column (wide) or a sidebar (compact: narrower than
 * the mobile breakpoint, where each verse takes more lines).
 */
export const DEFAULT_MAX_RESULTS = { wide: 10, compact: 5 } as const;

/**
 * `data-max-results`: a whole number from 1 to the API's cap (100);
 * undefined when absent (DEFAULT_MAX_RESULTS then); null when invalid.
 * @example maxResults('5') // 5
 */
export function maxResults(value: string | undefined): number | null | undefined {
  const text = value?.trim();
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= SEARCH_MAX_RESULTS ? n : null;
}

/**
 * The search box over its results. The page has no router and no device
 * store, so the widget keeps the text, mode and history itself (for the
 * page's lifetime). With `data-site`, results and references lead to the
 * full site; without it, they open in a reader inside the embed.
 */
function EmbeddedSearch({
  word,
  filter,
  exact: initialExact,
  site,
  limit,
  newTab,
  translation,
}: {
  word?: string;
  filter: Scope;
  exact: ExactMode;
  site?: string;
  limit: number | undefined;
  newTab?: boolean;
  translation?: string;
}) {
  const [compact, stackRef] = useWidthCompact();
  const start = word ? normalizeSpaces(word) : '';
  const { remember, ...box } = useSearchBoxState({ value: start, exact: initialExact });
  const [query, setQuery] = useState<{ word: string; exact: ExactMode } | null>(start ? { word: start, exact: initialExact } : null);
  const [reading, setReading] = useState<ReadingPlace | null>(null);
  const hrefFor = readingLinks(site, translation);

  const open = (place: ReadingPlace) => {
    if (hrefFor) openOnSite(hrefFor(place), newTab);
    else setReading(place);
  };

  return (
    <ParoleScope>
      <Stack ref={stackRef}>
        <SearchBox
          {...box}
          // The field always shown: here the box is the widget, not a site's header to fold away on a phone.
          compact={false}
          translation={translation}
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
            <BackButton onClick={() => setReading(null)}>{messages.embed.backToResults}</BackButton>
            <EmbeddedReader key={href('read', reading)} start={reading} translation={translation} />
          </div>
        ) : (
          query && (
            <SearchResults
              word={query.word}
              filter={filter}
              exact={query.exact}
              translation={translation}
              hrefFor={hrefFor}
              onOpen={hrefFor ? undefined : setReading}
              onSuccess={() => remember(query.word)}
              limit={limit ?? DEFAULT_MAX_RESULTS[compact ? 'compact' : 'wide']}
              allResultsHref={site ? (scope) => href('search', { word: query.word, scope, exact: query.exact, ...inTranslation(translation) }, site) : undefined}
            />
          )
        )}
      </Stack>
    </ParoleScope>
  );
}

const search: EmbedRenderer = ({ data, site, newTab, translation }) => {
  const testament = testamentScope(data.testament, 'atnt');
  if (!testament) return <EmbedMessage>{messages.embed.invalidTestament}</EmbedMessage>;
  const filter = attribute(scopeParam, data.filter, testament);
  if (!filter) return <EmbedMessage>{messages.embed.invalidFilter}</EmbedMessage>;
  const limit = maxResults(data.maxResults);
  if (limit === null) return <EmbedMessage>{messages.embed.invalidMaxResults}</EmbedMessage>;
  return <EmbeddedSearch word={data.word} filter={filter} exact={attribute(exactParam, data.exact) ?? 'nex'} site={site} limit={limit} newTab={newTab} translation={translation} />;
};
export default search;
