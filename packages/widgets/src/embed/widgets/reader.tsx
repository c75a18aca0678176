/**
 * The reader embed: `<div data-bible-widget="reader" data-livre="43" data-chapitre="3" data-selection="16">` (and
 * `data-traduction="darby"`; `data-traduction="lsg,darby"` lays two or three translations side by side, issue 42:
 * the first gives the chapter's numbering, its links to the site keep the list).
 */
import { bookParam, chapterParam, hasChapter, readingNumbering, versesParam } from '@parole/bible';
import { messages } from '../../messages.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, EmbeddedReader, type EmbedRenderer } from './shared.js';

const reader: EmbedRenderer = ({ data, site, translation }) => {
  // Side by side: the translation read, then those beside it (the API refuses a list it cannot read, in French).
  const [read, ...compareWith] = translation?.split(',').map((id) => id.trim()) ?? [];
  const book = attribute(bookParam, data.livre, 1);
  const chapter = attribute(chapterParam, data.chapitre, 1);
  const verses = attribute(versesParam, data.selection);
  // The chapter in the translation's numbering (data-traduction="martin" has a Malachie 4).
  if (book === null || chapter === null || !hasChapter(readingNumbering(read), book, chapter)) return <EmbedMessage>{messages.embed.invalidReference}</EmbedMessage>;
  return (
    <EmbeddedReader
      start={{ book, chapter, verses: verses ?? undefined }}
      site={site}
      translation={read}
      compareWith={compareWith.length > 0 ? compareWith : undefined}
      links={translation}
    />
  );
};
export default reader;
