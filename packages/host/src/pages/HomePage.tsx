/**
 * The home page (spec §1): a verse invitation to 2 Timothée 3:16, whose text
 * is read from the API like any other verse, and the tiles: the spec's four
 * and THÈMES, as in the menu (docs/decisions/host.md, "Ways to every section").
 */
import { getBook, href, htmlToText } from '@parole/bible';
import { useApiResource } from '@parole/widgets';
import { VisuallyHidden } from '@parole/widgets/site';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageFrame, useDocumentTitle } from '../components/page.js';
import { messages } from '../messages.js';
import { todaysPlan } from '../routing/links.js';
import { bareList, color, font, radius, space, wide } from '../style.js';

/** The verse of the invitation (spec §1: book 55, chapter 3, verse 16). */
export const HOME_VERSE = { book: 55, chapter: 3, verse: 16 } as const;

const Invitation = styled.section`
  margin: ${space('md')} 0 ${space('xl')};
  padding: ${space('lg')};
  border-left: 6px solid ${color('newTestament')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

const Kicker = styled.h2`
  margin: 0 0 ${space('sm')};
  color: ${color('textMuted')};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Quote = styled.blockquote`
  margin: 0 0 ${space('md')};
  font-family: ${font('text')};
  font-size: 1.25rem;
  line-height: 1.6;
  ${wide} {
    font-size: 1.5rem;
  }
`;

// Colour of its testament: 2 Timothée is in the new one.
const Reference = styled(Link)`
  font-weight: 700;
  color: ${color('newTestament')};
`;

// Two columns on a phone, the odd last tile across both; one row when wide.
const Tiles = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space('md')};
  ${bareList}
  & > li:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${wide} {
    grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
    & > li:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

const Tile = styled(Link)<{ $accent: 'oldTestament' | 'newTestament' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 7rem;
  padding: ${space('md')};
  border-radius: ${radius('md')};
  color: ${color('onAccent')};
  background: ${(p) => color(p.$accent)(p)};
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-align: center;
  text-decoration: none;
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
`;

/**
 * Grey bars in the verse's place while it loads, wrapped as a verse of
 * ordinary length would be (filler words, not shown), so that the tiles
 * below do not move when it arrives.
 */
const Pending = styled.span`
  color: transparent;
  background: ${color('skeleton')};
  border-radius: ${radius('sm')};
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
  user-select: none;
`;

/** The verse's plain text; undefined while loading, null when the call failed (the reference alone then shows). */
function useVerseText(book: number, chapter: number, verse: number): string | null | undefined {
  const { state } = useApiResource('chapter', { book, chapter });
  if (state.status === 'loading') return undefined;
  const found = state.status === 'ready' ? state.data.versets.find((v) => v.verset === verse) : undefined;
  return found ? htmlToText(found.texte) : null;
}

export function HomePage() {
  useDocumentTitle(null);
  const { book, chapter, verse } = HOME_VERSE;
  const text = useVerseText(book, chapter, verse);
  const reference = `${getBook(book)?.name ?? ''} ${chapter}:${verse}`;
  const tiles = [
    { to: href('select'), label: messages.menu.books },
    { to: todaysPlan(), label: messages.menu.plan },
    { to: href('themes'), label: messages.menu.themes },
    { to: href('game'), label: messages.menu.game },
    { to: href('wordCloud'), label: messages.menu.wordCloud },
  ];

  return (
    <PageFrame>
      <VisuallyHidden as="h1">{messages.document.home}</VisuallyHidden>
      <Invitation aria-labelledby="invitation-titre">
        <Kicker id="invitation-titre">{messages.home.invitationTitle}</Kicker>
        {text ? (
          <Quote>{text}</Quote>
        ) : (
          text === undefined && (
            <Quote aria-hidden="true">
              <Pending>{'nnnn '.repeat(24)}</Pending>
            </Quote>
          )
        )}
        <Reference to={href('read', { book, chapter, verses: [verse] })}>{reference}</Reference>
      </Invitation>
      <nav aria-label={messages.home.tilesLabel}>
        <Tiles $count={tiles.length}>
          {tiles.map((tile, i) => (
            <li key={tile.to}>
              <Tile to={tile.to} $accent={i % 2 === 0 ? 'oldTestament' : 'newTestament'}>
                {tile.label}
              </Tile>
            </li>
          ))}
        </Tiles>
      </nav>
    </PageFrame>
  );
}
