import { useEffect } from 'react';
import { styled } from 'styled-components';
import { ParoleScope, widgetRoot } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, space } from '../style.js';

const Message = styled.p`
  ${widgetRoot}
  padding: ${space('sm')};
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/**
 * A short French explanation shown in place of a widget that cannot be
 * mounted (an unknown name, an invalid attribute), also written to the
 * console, where a webmaster looks when a page does not do what it should.
 */
export function EmbedMessage({ children }: { children: string }) {
  useEffect(() => console.warn(messages.embed.console(children)), [children]);
  return (
    <ParoleScope>
      <Message lang="fr" role="note">
        {children}
      </Message>
    </ParoleScope>
  );
}

const Hints = styled.div`
  ${widgetRoot}
  margin-top: ${space('sm')};
  padding: ${space('sm')};
  border: 2px dashed ${color('error')};
  font-size: 0.9rem;

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${space('lg')};
  }
`;

/**
 * The attributes ignored, listed under the widget while the page is being
 * made (served from localhost, or the element has data-debug): a webmaster
 * sees the mistake where it is, visitors of the published page do not.
 */
export function DebugHints({ problems }: { problems: readonly string[] }) {
  return (
    <ParoleScope>
      <Hints lang="fr" role="note" data-parole-debug="">
        <p>
          <strong>{messages.embed.debugTitle}</strong>
        </p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </Hints>
    </ParoleScope>
  );
}
