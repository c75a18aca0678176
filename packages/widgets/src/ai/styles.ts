/**
 * The AI section's frame, and what its parts share: the card, its title and
 * introduction, and the spinner of a request in flight (on the button that
 * asked, and beside « Réponse en cours… »).
 */
import { keyframes, styled } from 'styled-components';
import { SectionTitle, widgetRoot } from '../internal/ui.js';
import { color, radius, space } from '../style.js';

export const Root = styled.section`
  ${widgetRoot}
  margin: ${space('md')};
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;

/** « Assistant IA »: a section set inside a page (issue 51), whatever heading level the page gives it. */
export const Title = styled(SectionTitle)`
  margin: 0 0 ${space('xs')};
`;

export const Intro = styled.p`
  margin: 0 0 ${space('md')};
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  width: 0.9em;
  height: 0.9em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
