import type { ChapterRef, ReadingPlace, Testament } from '@parole/bible';
import { useEffect, useRef, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { accent, bareList, color, controlLook, space } from '../style.js';
import { Button } from '../internal/ui.js';
import { isPlainLeftClick } from '../internal/links.js';
import { messages } from '../messages.js';

/** Chapters shown before the '...' control (specification, "Reading page"). */
export const CHAPTER_BAR_LIMIT = { desktop: 20, mobile: 8 } as const;

export interface ChapterBarProps {
  book: number;
  chapter: number;
  /** Number of chapters of the book. */
  count: number;
  testament: Testament;
  compact: boolean;
  /** Whether the '...' control has been used (every chapter shown). */
  expanded: boolean;
  onExpand?: () => void;
  onNavigate?: (ref: ChapterRef) => void;
  hrefFor?: (place: ReadingPlace) => string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  ${bareList}
`;

const Item = styled.a<{ $testament: Testament }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  min-height: 2.25rem;
  margin: 0;
  padding: 0 ${space('xs')};
  ${controlLook}
  font-size: 0.9rem;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: ${accent};
  }

  &[aria-current='page'] {
    background: ${accent};
    border-color: ${accent};
    color: ${color('onAccent')};
    font-weight: 700;
  }

  &:disabled {
    cursor: default;
  }
`;

/**
 * The chapter number bar: the first chapters, a '...' control revealing the
 * rest, the current chapter marked. A current chapter past the first ones
 * follows the '...' (spec: 21 on desktop, 9 on mobile), so it is never
 * hidden and the control stays. Each chapter is a real link when `hrefFor`
 * is given (so it can be opened in a new tab, and works in embeds), and a
 * button otherwise.
 */
export function ChapterBar({ book, chapter, count, testament, compact, expanded, onExpand, onNavigate, hrefFor }: ChapterBarProps) {
  const limit = compact ? CHAPTER_BAR_LIMIT.mobile : CHAPTER_BAR_LIMIT.desktop;
  const collapsed = !expanded && count > limit;
  const first = Array.from({ length: collapsed ? limit : count }, (_, i) => i + 1);

  // The '...' button disappears once used: focus goes to the first revealed
  // chapter instead of being lost to the page.
  const listRef = useRef<HTMLOListElement>(null);
  const focusRevealed = useRef(false);
  useEffect(() => {
    if (collapsed || !focusRevealed.current) return;
    focusRevealed.current = false;
    listRef.current?.querySelector<HTMLElement>(`[data-chapitre="${limit + 1}"]`)?.focus();
  }, [collapsed, limit]);

  const item = (n: number) => {
    const ref = { book, chapter: n };
    const common = {
      'data-chapitre': n,
      'aria-label': messages.reader.chapter(n),
      'aria-current': n === chapter ? ('page' as const) : undefined,
      $testament: testament,
    };
    return (
      <li key={n}>
        {hrefFor ? (
          <Item
            {...common}
            href={hrefFor(ref)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (!onNavigate || !isPlainLeftClick(event)) return;
              event.preventDefault();
              onNavigate(ref);
            }}
          >
            {n}
          </Item>
        ) : (
          <Item {...common} as="button" type="button" disabled={!onNavigate} onClick={() => onNavigate?.(ref)}>
            {n}
          </Item>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={messages.reader.chapters}>
      <List ref={listRef}>
        {first.map(item)}
        {collapsed && (
          <li>
            <Button
              type="button"
              aria-label={messages.reader.moreChaptersLabel}
              onClick={() => {
                focusRevealed.current = true;
                onExpand?.();
              }}
            >
              {messages.reader.moreChapters}
            </Button>
          </li>
        )}
        {collapsed && chapter > limit && item(chapter)}
      </List>
    </nav>
  );
}
