/**
 * The thin bar at the top of the page while the store counts pending tasks
 * (API calls, lazily loaded pages). Indeterminate: the site cannot know how
 * long a call will take.
 */
import { keyframes, styled } from 'styled-components';
import { messages } from '../messages.js';
import { useHostState } from '../store/index.js';
import { color } from '../style.js';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 30;
  height: 3px;
  overflow: hidden;
  background: transparent;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${color('newTestament')};
  animation: ${slide} 1.2s ease-in-out infinite;
`;

export function LoadingBar() {
  const loading = useHostState((s) => s.loading);
  if (!loading) return null;
  return (
    <Track role="progressbar" aria-label={messages.layout.loading} aria-busy="true">
      <Bar />
    </Track>
  );
}
