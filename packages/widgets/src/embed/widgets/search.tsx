/**
 * The search embed: `<div data-bible-widget="search" data-word="berger" data-filter="nt">`
 * (or data-testament="nt"; data-filter wins).
 */
import { exactParam, href, normalizeSpaces, scopeParam, type ExactMode, type ReadingPlace, type Scope } from '@parole/bible';
import { useState } from 'react';
import { ParoleScope } from '../../internal/ui.js';
import { messages } from '../../messages.js';
import { SearchBox, useSearchBoxState } from '../../search/SearchBox.js';
import { SearchResults } from '../../search/SearchResults.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, BackButton, EmbeddedReader, readingLinks, Stack, testamentScope, type EmbedRenderer } from './shared.js';

/**
 * The search box over its results. The page has no router and no device
 * store, so the widget keeps the text, mode and history itself (for the
 * page's lifetime). With `data-site`, results and references lead to the
 * full site; without it, they open in a reader inside the embed.
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
            <BackButton onClick={() => setReading(null)}>{messages.embed.backToResults}</BackButton>
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

const search: EmbedRenderer = ({ data, site }) => {
  const testament = testamentScope(data.testament, 'atnt');
  if (!testament) return <EmbedMessage>{messages.embed.invalidTestament}</EmbedMessage>;
  const filter = attribute(scopeParam, data.filter, testament);
  if (!filter) return <EmbedMessage>{messages.embed.invalidFilter}</EmbedMessage>;
  return <EmbeddedSearch word={data.word} filter={filter} exact={attribute(exactParam, data.exact) ?? 'nex'} site={site} />;
};
export default search;
