/**
 * /theme/:id: a theme's verses (spec §2 "Themes": a back link and verse cards
 * linking to reading).
 *
 * - An id that cannot be a theme's (not a plain positive number) gets a French
 *   message and a link to the list, without asking the API; an unknown number
 *   gets the API's own 404 message inside the widget.
 * - Each card links to /lire/:book/:chapter/:verses, a range as a-b, so
 *   the reader opens with the passage selected.
 * - The verses are in the translation the site reads (issue 41), the cards'
 *   links in its numbering.
 */
import { href, type ThemeVersesResponse } from '@parole/bible';
import { inTranslation, ThemeVerses } from '@parole/widgets';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MessagePage, PageFrame, useDocumentTitle } from '../../components/page.js';
import { themes as themeTexts } from '../../texts/themes.js';
import { useReadingLinks, useRouteInput } from '../../routing/links.js';
import { useSiteTranslation } from '../../routing/translation.js';

export function ThemePage() {
  const route = useRouteInput('theme');
  if (!route.ok) {
    return (
      <MessagePage title={themeTexts.invalidTitle} linkTo={href('themes')} linkLabel={themeTexts.back}>
        {route.param === 'translation' ? route.refusal.message : themeTexts.invalid(route.text ?? '')}
      </MessagePage>
    );
  }
  return <Theme id={route.input.id} />;
}

function Theme({ id }: { id: number }) {
  const navigate = useNavigate();
  // The theme's own name once its verses arrive ("Paix — Parole").
  const [name, setName] = useState<string>();
  useDocumentTitle(name ?? themeTexts.title);
  const onLoad = useCallback((response: ThemeVersesResponse) => setName(response.theme.nom), []);
  const translation = useSiteTranslation();
  const back = href('themes', inTranslation(translation));
  const onBack = useCallback(() => navigate(back), [navigate, back]);
  const links = useReadingLinks(translation);
  return (
    <PageFrame>
      <ThemeVerses id={id} translation={translation} backHref={back} onBack={onBack} onLoad={onLoad} {...links} />
    </PageFrame>
  );
}
