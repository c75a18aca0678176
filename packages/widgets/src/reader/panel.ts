/**
 * The look of a panel under the reader's buttons (the display settings, the
 * « Références »: issue 43), shared by their chunks, each loaded on its first
 * opening.
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
