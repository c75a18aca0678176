/** Pieces the quiz's views share. */
import { styled } from 'styled-components';
import { Button } from '../internal/ui.js';
import { color } from '../style.js';

/** The button that starts or continues a game: "(Re) Jouer", "Rejouer", "Continuer la partie". */
export const PrimaryButton = styled(Button)`
  border-color: ${color('oldTestament')};
  background: ${color('oldTestament')};
  color: ${color('onAccent')};
  font-weight: 700;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${color('text')};
    border-color: ${color('text')};
  }
`;
