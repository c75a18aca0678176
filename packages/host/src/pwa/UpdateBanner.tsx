/**
 * "Une nouvelle version de Parole est disponible." with "Recharger": shown
 * when a new build's service worker waits (register.ts). The reader
 * chooses when: the new version takes over, and the page reloads, only
 * then (docs/decisions/offline.md, "Updates").
 */
import { useState } from 'react';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { color, radius, space } from '../style.js';
import { useWaitingUpdate } from './updates.js';

// Fixed at the top, over the page: it never moves what the reader is reading.
const Banner = styled.aside`
  position: fixed;
  top: ${space('sm')};
  left: 50%;
  z-index: 50;
  transform: translateX(-50%);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')} ${space('md')};
  width: max-content;
  max-width: calc(100vw - 2rem);
  padding: ${space('sm')} ${space('md')};
  border-radius: ${radius('md')};
  color: ${color('onAccent')};
  background: ${color('text')};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.25);
  p {
    margin: 0;
  }
`;

const Reload = styled.button`
  padding: ${space('xs')} ${space('md')};
  border: 2px solid currentColor;
  border-radius: ${radius('sm')};
  color: inherit;
  background: transparent;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;

export function UpdateBanner() {
  const apply = useWaitingUpdate();
  const [applying, setApplying] = useState(false);
  if (!apply) return null;
  return (
    <Banner aria-label={messages.update.label}>
      <p role="status">{messages.update.available}</p>
      <Reload
        type="button"
        disabled={applying}
        onClick={() => {
          setApplying(true);
          apply();
        }}
      >
        {applying ? messages.update.reloading : messages.update.reload}
      </Reload>
    </Banner>
  );
}
