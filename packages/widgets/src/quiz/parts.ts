/** Pieces the quiz's views share. */
/** The button that starts or continues a game: "(Re) Jouer", "Rejouer", "Continuer la partie": the widgets' one primary button. */
export { PrimaryButton } from '../internal/ui.js';
