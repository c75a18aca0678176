/** The controls of the "Lire hors ligne" section, shared by its Bible and audio parts. */
import { styled } from 'styled-components';
import { color, controlLook, space } from '../../style.js';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  margin: ${space('sm')} 0;
`;

export const Button = styled.button`
  ${controlLook}
  padding: ${space('xs')} ${space('md')};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export const Primary = styled(Button)`
  border-color: ${color('accent')};
  color: ${color('onAccent')};
  background: ${color('accent')};
`;

export const Bar = styled.progress`
  display: block;
  width: 100%;
  max-width: 30rem;
  height: 1rem;
  accent-color: ${color('accent')};
`;
