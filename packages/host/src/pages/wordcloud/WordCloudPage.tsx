/**
 * /tagcloud/:livre?: maps the URL to the WordCloud widget's props and its
 * callbacks back to URLs.
 *
 * - No livre: the new testament (spec, section 9), at /tagcloud itself (no
 *   redirect: the address the menu gives stays the one shown).
 * - An invalid livre gives a French message with a link home, and no call.
 * - The Bible/AT/NT buttons and the book dropdowns go to /tagcloud/{scope}
 *   (a new history entry, so Back returns to the previous cloud).
 * - A word goes to its search: whole word (exa), in the cloud's scope, so the
 *   results are the verses the count came from.
 */
import { DEFAULT_WORD_CLOUD_SCOPE, getBook, parseWordCloudScope, type Scope } from '@parole/bible';
import { WordCloud, messages as widgetMessages } from '@parole/widgets';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MessagePage, PageFrame, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { paths } from '../../routing/paths.js';

/** "Nouveau Testament", "Toute la Bible", "Jean"… */
function scopeName(scope: Scope): string {
  const book = /^\d+$/.test(scope) ? getBook(Number(scope)) : undefined;
  return widgetMessages.wordCloud.scopeName(book ? book.name : scope);
}

export function WordCloudPage() {
  const { livre: book } = useParams();
  const scope = book === undefined ? DEFAULT_WORD_CLOUD_SCOPE : parseWordCloudScope(book);
  if (scope === null) {
    return (
      <MessagePage title={messages.wordCloud.invalidTitle} linkTo={paths.home()} linkLabel={messages.wordCloud.backHome}>
        {messages.wordCloud.invalid(book!)}
      </MessagePage>
    );
  }
  return <Cloud scope={scope} />;
}

function Cloud({ scope }: { scope: Scope }) {
  const navigate = useNavigate();
  useDocumentTitle(messages.wordCloud.title(scopeName(scope)));
  const onScopeChange = useCallback((next: Scope) => navigate(paths.wordCloud(next)), [navigate]);
  const onWordClick = useCallback(
    (word: string, from: Scope) => navigate(paths.search({ word, filter: from, exact: 'exa' })),
    [navigate],
  );
  return (
    <PageFrame>
      {/* The widget's heading ("Nuage de mots") is the page's h1. */}
      <WordCloud scope={scope} onScopeChange={onScopeChange} onWordClick={onWordClick} />
    </PageFrame>
  );
}
