/** The print layout's parts that the single chapter and the chapter side by side (issue 42) share. */
import { styled } from 'styled-components';
import { color, font, space } from '../../style.js';

export const Title = styled.h1`
  margin: 0 0 ${space('md')};
  font-size: 1.75rem;
  text-align: center;
`;

export const VerseNumber = styled.sup`
  margin-right: 0.2em;
  font-family: ${font('ui')};
  font-size: 0.7em;
  font-weight: 700;
`;

export const Footer = styled.footer`
  margin-top: ${space('lg')};
  padding-top: ${space('sm')};
  border-top: 1px solid ${color('border')};
  font-family: ${font('ui')};
  font-size: 0.875rem;
  text-align: center;
`;
