/**
 * The book list (spec §2): old testament books 1-39 in violet, new testament
 * books 40-66 in cyan, each opening its chapter 1, in the translation the
 * site reads (issue 41).
 */
import { BOOKS, href, type Book, type Testament } from '@parole/bible';
import { inTranslation } from '@parole/widgets';
import { PageTitle } from '@parole/widgets/site';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageFrame, useDocumentTitle } from '../components/page.js';
import { messages } from '../messages.js';
import { useSiteTranslation } from '../routing/translation.js';
import { bareList, color, radius, space, wide } from '../style.js';

const accentOf = (testament: Testament) => (testament === 'old' ? 'oldTestament' : 'newTestament');

const Section = styled.section`
  margin-bottom: ${space('xl')};
`;

const Heading = styled.h2<{ $testament: Testament }>`
  margin: 0 0 ${space('md')};
  color: ${(p) => color(accentOf(p.$testament))(p)};
  font-size: 1.25rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space('sm')};
  ${bareList}
  ${wide} {
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  }
`;

const BookLink = styled(Link)<{ $testament: Testament }>`
  display: block;
  padding: ${space('sm')} ${space('md')};
  border-radius: ${radius('sm')};
  color: ${color('onAccent')};
  background: ${(p) => color(accentOf(p.$testament))(p)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(1.1);
  }
`;

function Testament({ id, title, books }: { id: string; title: string; books: readonly Book[] }) {
  const testament = books[0].testament;
  const translation = inTranslation(useSiteTranslation());
  return (
    <Section aria-labelledby={id}>
      <Heading id={id} $testament={testament}>
        {title}
      </Heading>
      <Grid>
        {books.map((book) => (
          <li key={book.id}>
            <BookLink to={href('read', { book: book.id, chapter: 1, ...translation })} $testament={testament}>
              {book.name}
            </BookLink>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export function SelectPage() {
  useDocumentTitle(messages.select.title);
  return (
    <PageFrame>
      <PageTitle>{messages.select.title}</PageTitle>
      <Testament id="livres-at" title={messages.select.oldTestament} books={BOOKS.filter((b) => b.testament === 'old')} />
      <Testament id="livres-nt" title={messages.select.newTestament} books={BOOKS.filter((b) => b.testament === 'new')} />
    </PageFrame>
  );
}
