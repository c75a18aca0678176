/**
 * The reading page's AI helper section (spec, "Reading page": logged-in
 * only), in a chunk of its own: ReaderPage loads it with lazyPart only
 * for a logged-in user, so the section, its texts and markdown-it stay out
 * of the site's first load and of every visitor's reading page.
 */
import { AiHelper, type AiHelperProps } from '@parole/widgets';

export default function AiSection(props: AiHelperProps) {
  return <AiHelper {...props} />;
}
