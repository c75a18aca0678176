/**
 * The fallback while a lazily loaded page arrives: it counts in the store's
 * loading, so the loading bar shows, and says so to screen readers.
 */
import { VisuallyHidden } from '@parole/widgets/site';
import { messages } from '../messages.js';
import { useLoadingWhile } from '../store/index.js';

export function RouteLoading() {
  useLoadingWhile(true);
  return <VisuallyHidden role="status">{messages.layout.loading}</VisuallyHidden>;
}
