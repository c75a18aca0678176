/** Pieces the quiz's views share. */
import { styled } from 'styled-components';
import { Button } from '../internal/ui.js';
import { color } from '../style.js';

/** The button that starts or continues a game: "(Re) Jouer", "Rejouer", "Continuer la partie"; the interface's accent (the main action). */
export const PrimaryButton = styled(Button)`
  border-color: ${color('accent')};
  background: ${color('accent')};
  color: ${color('onAccent')};
  font-weight: 700;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${color('text')};
    border-color: ${color('text')};
  }
`;
