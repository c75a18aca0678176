/**
 * The full-screen menu (spec "Layout"): LIVRES, BIBLE 1 AN, JEU BIBLIQUE,
 * TAG CLOUD, INFOS and, for a logged-in user, LOGOUT with their name; and
 * THÈMES after BIBLE 1 AN, which the spec's list lacks although /theme is
 * one of its sections (docs/decisions/host.md, "Ways to every section").
 *
 * It is the widgets' Overlay (a native modal dialog): focus moves to its
 * first link when it opens and stays inside it (Tab wraps); Esc, a click on a
 * link or on the backdrop, and the close button close it; focus goes back to
 * the toggle. The open state, closing on route change and the toggle are the
 * layout's part (MainLayout).
 */
import { href } from '@parole/bible';
import { Overlay } from '@parole/widgets';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { todaysPlan } from '../routing/links.js';
import { IconButton } from '../components/IconButton.js';
import { messages } from '../messages.js';
import { isAuthenticated, useHostState } from '../store/index.js';
import { bareList, color, font, radius, space } from '../style.js';
import { CloseIcon } from './icons.js';
import { useLogout } from './logout.js';

const Backdrop = styled(Overlay)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${space('xl')} ${space('md')};
  overflow-y: auto;
  color: ${color('onAccent')};
  background: rgb(31 16 51 / 0.96);
`;

const CloseButton = styled(IconButton)`
  position: absolute;
  top: ${space('sm')};
  right: ${space('md')};
  &:hover {
    background: rgb(255 255 255 / 0.15);
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space('md')};
  ${bareList}
`;

const entry = `
  display: inline-block;
  padding: 0.5rem 1rem;
  border: 0;
  color: inherit;
  background: transparent;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-decoration: none;
  cursor: pointer;
`;

const EntryLink = styled(Link)`
  ${entry}
  font-family: ${font('ui')};
  border-radius: ${radius('sm')};
  &:hover {
    background: rgb(255 255 255 / 0.12);
  }
`;

const EntryButton = styled.button`
  ${entry}
  font-family: ${font('ui')};
  border-radius: ${radius('sm')};
  &:hover {
    background: rgb(255 255 255 / 0.12);
  }
`;

export interface MenuProps {
  id: string;
  open: boolean;
  onClose(): void;
  /** The menu toggle: where focus goes back if the browser had not focused it. */
  fallbackFocus(): HTMLElement | null;
}

export function Menu({ id, open, onClose, fallbackFocus }: MenuProps) {
  const firstLink = useRef<HTMLAnchorElement>(null);
  const logout = useLogout();
  const loggedIn = useHostState(isAuthenticated);
  const userName = useHostState((s) => s.currentUser?.name);

  return (
    <Backdrop
      open={open}
      id={id}
      aria-label={messages.layout.menuTitle}
      onClose={onClose}
      initialFocus={firstLink}
      fallbackFocus={fallbackFocus}
    >
      <CloseButton type="button" aria-label={messages.layout.menuClose} onClick={onClose}>
        <CloseIcon />
      </CloseButton>
      <nav aria-label={messages.layout.menuNavLabel}>
        <List>
          <li>
            <EntryLink ref={firstLink} to={href('select')} onClick={onClose}>
              {messages.menu.books}
            </EntryLink>
          </li>
          <li>
            {/* Computed at each opening, so a tab left open overnight still gets today's date. */}
            <EntryLink to={todaysPlan()} onClick={onClose}>
              {messages.menu.plan}
            </EntryLink>
          </li>
          <li>
            <EntryLink to={href('themes')} onClick={onClose}>
              {messages.menu.themes}
            </EntryLink>
          </li>
          <li>
            <EntryLink to={href('game')} onClick={onClose}>
              {messages.menu.game}
            </EntryLink>
          </li>
          <li>
            <EntryLink to={href('wordCloud')} onClick={onClose}>
              {messages.menu.wordCloud}
            </EntryLink>
          </li>
          <li>
            <EntryLink to={href('help')} onClick={onClose}>
              {messages.menu.help}
            </EntryLink>
          </li>
          {loggedIn && userName !== undefined && (
            <li>
              <EntryButton
                type="button"
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                {messages.menu.logout(userName)}
              </EntryButton>
            </li>
          )}
        </List>
      </nav>
    </Backdrop>
  );
}
