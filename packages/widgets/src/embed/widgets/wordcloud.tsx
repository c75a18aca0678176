/**
 * The word cloud embed: `<div data-bible-widget="wordcloud" data-livre="nt">`
 * (atnt, at, nt or a book number; or data-testament="at"; data-livre wins).
 */
import { DEFAULT_WORD_CLOUD_SCOPE, href, scopeParam, type Scope } from '@parole/bible';
import { inTranslation } from '../../api/translations.js';
import { useState } from 'react';
import { messages } from '../../messages.js';
import { SearchResults } from '../../search/SearchResults.js';
import { WordCloud } from '../../wordcloud/WordCloud.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, BackPanel, openOnSite, readingLinks, testamentScope, type EmbedRenderer } from './shared.js';

/**
 * A chosen word is searched (whole word, in the cloud's scope): on the full
 * site with `data-site`, otherwise in the embed, with a way back to the cloud.
 */
function EmbeddedWordCloud({ scope: start, site, newTab, translation }: { scope: Scope; site?: string; newTab?: boolean; translation?: string }) {
  const [search, setSearch] = useState<{ word: string; scope: Scope } | null>(null);
  const [scope, setScope] = useState(start);
  const open = (word: string, from: Scope) => {
    if (site) openOnSite(href('search', { word, scope: from, exact: 'exa', ...inTranslation(translation) }, site), newTab);
    else setSearch({ word, scope: from });
  };
  if (search) {
    return (
      <BackPanel label={messages.embed.backToCloud} onBack={() => setSearch(null)}>
        <SearchResults word={search.word} filter={search.scope} exact="exa" translation={translation} hrefFor={readingLinks(site, translation)} />
      </BackPanel>
    );
  }
  return <WordCloud scope={scope} translation={translation} onScopeChange={setScope} onWordClick={open} />;
}

const wordcloud: EmbedRenderer = ({ data, site, newTab, translation }) => {
  const testament = testamentScope(data.testament, DEFAULT_WORD_CLOUD_SCOPE);
  if (!testament) return <EmbedMessage>{messages.embed.invalidTestament}</EmbedMessage>;
  const scope = attribute(scopeParam, data.livre, testament);
  if (!scope) return <EmbedMessage>{messages.embed.invalidWordCloud}</EmbedMessage>;
  return <EmbeddedWordCloud scope={scope} site={site} newTab={newTab} translation={translation} />;
};
export default wordcloud;
