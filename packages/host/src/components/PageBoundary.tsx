/**
 * Where a page loaded on demand goes (issue 15): the loading state while its
 * code comes (RouteLoading), and, if that code cannot come, the widgets'
 * notice with « Réessayer » in the page area, the layout around it still
 * usable. Another navigation (another location, even to the same address)
 * forgets the failure and tries again.
 */
import { PartBoundary } from '@parole/widgets/site';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { space, wide } from '../style.js';
import { RouteLoading } from './RouteLoading.js';

/* Where a page's content would start (PageFrame's room), at most as wide. */
const PageFailure = styled(PartBoundary)`
  max-width: 72rem;
  margin: ${space('md')};
  ${wide} {
    margin: ${space('lg')} ${space('xl')};
  }
  @media (min-width: 76rem) {
    margin: ${space('lg')} auto;
  }
`;

export function PageBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <PageFailure fallback={<RouteLoading />} resetKey={location.key}>
      {children}
    </PageFailure>
  );
}
