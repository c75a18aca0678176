/**
 * The top bar (spec "Layout"): logo, the search controls, books shortcut,
 * menu toggle. The search box with its quote, exact-match, history and
 * bookmarks buttons (and, on a phone, its toggle) is given by the layout in
 * `searchSlot` (SearchBar), between the logo and the actions.
 */
import { href } from '@parole/bible';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { color, font, narrow, radius, space } from '../style.js';
import { BooksIcon, MenuIcon } from './icons.js';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  min-height: 3.5rem;
  padding: ${space('xs')} ${space('md')};
  color: ${color('onAccent')};
  background: ${color('oldTestament')};
`;

const Logo = styled(Link)`
  font-family: ${font('text')};
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: inherit;
  text-decoration: none;
`;

const Slot = styled.div`
  flex: 1;
  min-width: 0;
  /*
   * On a phone the search shows as its toggle beside the logo; once opened,
   * it takes a full row under the logo and the actions rather than squeezing
   * between them.
   */
  ${narrow} {
    &:has([aria-expanded='true']) {
      order: 1;
      flex-basis: 100%;
    }
  }
`;

const Actions = styled.div`
  /* Right-aligned, also when the opened search moves to its own row. */
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space('xs')};
`;

const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: 0;
  color: inherit;
  background: transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

const BooksLink = styled(Link)`
  ${iconButton}
  border-radius: ${radius('sm')};
  &:hover {
    background: rgb(255 255 255 / 0.15);
  }
`;

const BooksText = styled.span`
  @media (max-width: 30rem) {
    display: none;
  }
`;

const Toggle = styled.button`
  ${iconButton}
  border-radius: ${radius('sm')};
  &:hover {
    background: rgb(255 255 255 / 0.15);
  }
`;

export interface TopBarProps {
  menuOpen: boolean;
  menuId: string;
  onMenuToggle(): void;
  /** The menu toggle, where focus returns when the menu closes. */
  toggleRef?: Ref<HTMLButtonElement>;
  /** The search controls (SearchBar). */
  searchSlot?: ReactNode;
}

export function TopBar({ menuOpen, menuId, onMenuToggle, toggleRef, searchSlot }: TopBarProps) {
  return (
    <Bar>
      <Logo to={href('home')} aria-label={messages.layout.logoLabel}>
        {messages.layout.logo}
      </Logo>
      <Slot>{searchSlot}</Slot>
      <Actions>
        <BooksLink to={href('select')} aria-label={messages.layout.booksShortcutLabel}>
          <BooksIcon />
          <BooksText>{messages.layout.booksShortcut}</BooksText>
        </BooksLink>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-label={messages.layout.menuToggle}
          aria-expanded={menuOpen}
          // The menu is only in the page while open.
          aria-controls={menuOpen ? menuId : undefined}
          onClick={onMenuToggle}
        >
          <MenuIcon />
        </Toggle>
      </Actions>
    </Bar>
  );
}
