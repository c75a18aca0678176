/** The reader embed: `<div data-bible-widget="reader" data-livre="43" data-chapitre="3" data-selection="16">`. */
import { bookParam, chapterParam, isValidChapter, versesParam } from '@parole/bible';
import { messages } from '../../messages.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, EmbeddedReader, type EmbedRenderer } from './shared.js';

const reader: EmbedRenderer = ({ data, site }) => {
  const book = attribute(bookParam, data.livre, 1);
  const chapter = attribute(chapterParam, data.chapitre, 1);
  const verses = attribute(versesParam, data.selection);
  if (book === null || chapter === null || !isValidChapter(book, chapter)) return <EmbedMessage>{messages.embed.invalidReference}</EmbedMessage>;
  return <EmbeddedReader start={{ book, chapter, verses: verses ?? undefined }} site={site} />;
};
export default reader;
