import { testamentOf, type Bookmark, type ReadingPlace, type Testament, type TranslationItem } from '@parole/bible';
import { isDefaultTranslation } from '../api/translations.js';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { ConfirmDialog } from '../dialog/ConfirmDialog.js';
import { isPlainLeftClick } from '../internal/links.js';
import { Button, ParoleScope, SectionTitle, VerseCard, widgetRoot, referenceLink } from '../internal/ui.js';
import { messages } from '../messages.js';
import { bareList, color, font, space } from '../style.js';
import { bookmarkPlace, formatBookmarkReference } from './bookmark.js';

export interface BookmarksListProps {
  /** The device's bookmarks, in the order to show them. */
  bookmarks: readonly Bookmark[];
  /** Removes the bookmark at this index of `bookmarks`. */
  onRemove: (index: number) => void;
  /** Removes every bookmark, once confirmed in the dialog. */
  onClear: () => void;
  /**
   * Real links to the reading page: `/lire/:book/:chapter/:verses?`, the
   * bookmark's verses when it has some, in its translation (absent: the
   * default's; issue 41).
   */
  hrefFor?: (place: ReadingPlace, translation?: string) => string;
  /** A plain click on a bookmark (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace, translation?: string) => void;
  /**
   * The translations of the server (GET /api/traductions, `useTranslationList`):
   * a bookmark made in another than the default shows its short name
   * (« Darby ») beside its reference; its id while the list is unknown.
   */
  translations?: readonly TranslationItem[];
  /** Level of the "Marque-pages" heading; 2 by default. */
  headingLevel?: 2 | 3;
}

const Root = styled.section`
  ${widgetRoot}
  padding: ${space('md')};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  margin-bottom: ${space('sm')};

  h2,
  h3 {
    flex: 1;
  }
`;

const Count = styled.span`
  color: ${color('textMuted')};
  font-weight: 400;
`;

const Empty = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const List = styled.ul`
  display: grid;
  gap: ${space('sm')};
  ${bareList}
`;

/* A bookmark: the one verse card (internal/ui.tsx), its remove button beside it. */
const Item = styled(VerseCard)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space('xs')} ${space('sm')};
  align-items: start;
`;

/** The reference, and the translation's short name beside it when it is not the default's. */
const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space('xs')} ${space('sm')};
  justify-self: start;
`;

const Reference = styled.a<{ $testament: Testament }>`
  ${referenceLink}
  text-align: left;
`;

const TranslationName = styled.span`
  color: ${color('textMuted')};
  font-size: 0.8rem;
`;

const Excerpt = styled.p`
  grid-column: 1;
  margin: 0;
  font-family: ${font('text')};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  grid-column: 1;
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.8rem;
`;

const Remove = styled(Button)`
  grid-column: 2;
  grid-row: 1 / span 3;
  font-size: 1.1rem;
  line-height: 1;
`;

/**
 * The bookmarks kept on this device, each with its reference (a link to the
 * reading page), the start of its text and its date; one can be removed, or
 * all of them after the specification's confirmation dialog.
 * @example <BookmarksList bookmarks={bookmarks} onRemove={(i) => setBookmarks(bookmarks.filter((_, j) => j !== i))} onClear={() => setBookmarks([])} hrefFor={(place) => href('read', place)} />
 */
export function BookmarksList({ bookmarks, onRemove, onClear, hrefFor, onOpen, translations, headingLevel = 2 }: BookmarksListProps) {
  const t = messages.bookmarks;
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [confirming, setConfirming] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /*
   * Removing the focused item's button would drop focus to the page: it goes
   * to the next item's remove button instead (the previous one for the last
   * item, the heading when the list empties).
   */
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('[data-remove]');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
  }, [bookmarks]);

  const open = (bookmark: Bookmark) => (event: MouseEvent<HTMLElement>) => {
    if (!onOpen || (hrefFor && !isPlainLeftClick(event))) return;
    event.preventDefault();
    if (bookmark.translation === undefined) onOpen(bookmarkPlace(bookmark));
    else onOpen(bookmarkPlace(bookmark), bookmark.translation);
  };

  return (
    <ParoleScope>
      <Root ref={rootRef} lang="fr" aria-labelledby={titleId}>
        <Header>
          <SectionTitle as={Heading} id={titleId} ref={headingRef} tabIndex={-1}>
            {t.title}
            {bookmarks.length > 0 && (
              <>
                {' '}
                <Count>({bookmarks.length})</Count>
              </>
            )}
          </SectionTitle>
          {bookmarks.length > 0 && (
            <Button type="button" title={t.clearPurpose} onClick={() => setConfirming(true)}>
              {t.clear}
            </Button>
          )}
        </Header>

        {bookmarks.length === 0 ? (
          <Empty>{t.empty}</Empty>
        ) : (
          <List>
            {bookmarks.map((bookmark, index) => {
              const testament = testamentOf(bookmark.book);
              const reference = formatBookmarkReference(bookmark);
              const date = t.date(bookmark.date);
              // Issue 41: the same verses kept in Segond and in Darby are two bookmarks, told apart by this name.
              const other = isDefaultTranslation(bookmark.translation) ? undefined : bookmark.translation!;
              const translationName = other && (translations?.find((item) => item.id === other)?.nomCourt ?? other);
              return (
                <Item key={`${index}-${bookmark.date}-${reference}`} $testament={testament}>
                  <Title>
                    {hrefFor ? (
                      <Reference $testament={testament} href={bookmark.translation === undefined ? hrefFor(bookmarkPlace(bookmark)) : hrefFor(bookmarkPlace(bookmark), bookmark.translation)} onClick={open(bookmark)}>
                        {reference}
                      </Reference>
                    ) : onOpen ? (
                      <Reference as="button" type="button" $testament={testament} onClick={open(bookmark)}>
                        {reference}
                      </Reference>
                    ) : (
                      <Reference as="span" $testament={testament}>
                        {reference}
                      </Reference>
                    )}
                    {translationName && <TranslationName>{translationName}</TranslationName>}
                  </Title>
                  {bookmark.excerpt && <Excerpt>{bookmark.excerpt}</Excerpt>}
                  {date && (
                    <Meta>
                      <time dateTime={bookmark.date}>{date}</time>
                    </Meta>
                  )}
                  <Remove
                    type="button"
                    data-remove=""
                    aria-label={t.remove(translationName ? `${reference} (${translationName})` : reference)}
                    onClick={() => {
                      focusAfterRemoval.current = index;
                      onRemove(index);
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </Remove>
                </Item>
              );
            })}
          </List>
        )}

        <ConfirmDialog
          open={confirming}
          purpose={t.clearPurpose}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onClear();
          }}
          fallbackFocus={() => headingRef.current}
        />
      </Root>
    </ParoleScope>
  );
}
