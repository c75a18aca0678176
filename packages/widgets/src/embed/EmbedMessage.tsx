import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ParoleScope, widgetRoot } from '../internal/ui.js';
import { color, space } from '../style.js';

const Message = styled.p`
  ${widgetRoot}
  padding: ${space('sm')};
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/** A short French explanation shown in place of a widget that cannot be mounted. */
export function EmbedMessage({ children }: { children: ReactNode }) {
  return (
    <ParoleScope>
      <Message lang="fr" role="note">
        {children}
      </Message>
    </ParoleScope>
  );
}
