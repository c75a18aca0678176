/**
 * The panels under the reader's buttons: which one is open, and the look of
 * a panel (the display settings, the « Références »: issue 43), shared by
 * their chunks, each loaded on its first opening.
 */
import { css } from 'styled-components';
import { color, radius, space } from '../style.js';

/** A bordered box on the surface colour, its parts in a column. */
export const readerPanel = css`
  display: grid;
  gap: ${space('sm')};
  margin: ${space('sm')} 0 0;
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

/**
 * The panels under the toolbar. Only one is open at a time (specification,
 * section 4), which is why this is one value and not one flag per panel.
 * Declared here, below both the view (ReaderView.tsx) and the controller
 * (controller/useChapterPlayer.ts) that opens them, so that neither imports
 * the other's floor.
 */
export type ReaderPanel = 'settings' | 'player' | 'references' | 'compare';
