/**
 * A square, borderless button around an icon (close buttons of the menu and
 * of the bookmarks drawer): 44 px, the touch target WCAG 2.5.5 asks for.
 * Each place adds its hover background, which depends on what it sits on.
 * @example const CloseButton = styled(IconButton)`&:hover { background: rgb(0 0 0 / 0.06); }`;
 */
import { styled } from 'styled-components';
import { radius } from '../style.js';

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${radius('sm')};
  color: inherit;
  background: transparent;
  cursor: pointer;
`;
