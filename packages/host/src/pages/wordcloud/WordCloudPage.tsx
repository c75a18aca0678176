/**
 * /tagcloud/:scope?: maps the URL to the WordCloud widget's props and its
 * callbacks back to URLs.
 *
 * - No scope: the new testament (spec, section 9), at /tagcloud itself (no
 *   redirect: the address the menu gives stays the one shown).
 * - An invalid scope gives a French message with a link home, and no call.
 * - The Bible/AT/NT buttons and the book dropdowns go to /tagcloud/:scope
 *   (a new history entry, so Back returns to the previous cloud).
 * - A word goes to its search: whole word (exa), in the cloud's scope, so the
 *   results are the verses the count came from; once (ONE_OFF_SEARCH): the
 *   reader's own mode is not changed by it, their next search uses it (issue 47).
 * - The words are counted in the translation the site reads (issue 41), and
 *   searched there.
 */
import { DEFAULT_WORD_CLOUD_SCOPE, getBook, href, scopeBook, type Scope } from '@parole/bible';
import { inTranslation, WordCloud, messages as widgetMessages } from '@parole/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessagePage, PageFrame, useDocumentTitle } from '../../components/page.js';
import { wordCloud as wordCloudTexts } from '../../texts/wordCloud.js';
import { useRouteInput } from '../../routing/links.js';
import { ONE_OFF_SEARCH } from '../../routing/one-off-search.js';
import { useSiteTranslation } from '../../routing/translation.js';

/** "Nouveau Testament", "Toute la Bible", "Jean"… */
function scopeName(scope: Scope): string {
  const book = scopeBook(scope);
  return widgetMessages.wordCloud.scopeName(book === null ? scope : (getBook(book)?.name ?? scope));
}

export function WordCloudPage() {
  const route = useRouteInput('wordCloud');
  if (!route.ok) {
    return (
      <MessagePage title={wordCloudTexts.invalidTitle} linkTo={href('home')} linkLabel={wordCloudTexts.backHome}>
        {route.param === 'translation' ? route.refusal.message : wordCloudTexts.invalid(route.text ?? '')}
      </MessagePage>
    );
  }
  return <Cloud scope={route.input.scope ?? DEFAULT_WORD_CLOUD_SCOPE} />;
}

function Cloud({ scope }: { scope: Scope }) {
  const navigate = useNavigate();
  const translation = useSiteTranslation();
  useDocumentTitle(wordCloudTexts.title(scopeName(scope)));
  const onScopeChange = useCallback(
    (next: Scope) => navigate(href('wordCloud', { scope: next, ...inTranslation(translation) })),
    [navigate, translation],
  );
  const onWordClick = useCallback(
    (word: string, from: Scope) => navigate(href('search', { word, scope: from, exact: 'exa', ...inTranslation(translation) }), { state: ONE_OFF_SEARCH }),
    [navigate, translation],
  );
  return (
    <PageFrame>
      {/* The widget's heading ("Nuage de mots") is the page's h1. */}
      <WordCloud scope={scope} translation={translation} onScopeChange={onScopeChange} onWordClick={onWordClick} />
    </PageFrame>
  );
}
