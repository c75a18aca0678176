/**
 * /theme: the grid of themes (spec §2 "Themes"). Each theme is a real link to
 * /theme/:id; a plain click goes through the router rather than a page load.
 * The themes' first verses are in the translation the site reads (issue 41).
 */
import { href } from '@parole/bible';
import type { ThemeItem } from '@parole/bible';
import { inTranslation, ThemeList } from '@parole/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { useSiteTranslation } from '../../routing/translation.js';

export function ThemesPage() {
  const navigate = useNavigate();
  const translation = useSiteTranslation();
  useDocumentTitle(messages.pages.themes);
  const themeHref = useCallback((theme: ThemeItem) => href('theme', { id: theme.id, ...inTranslation(translation) }), [translation]);
  const onOpen = useCallback((theme: ThemeItem) => navigate(themeHref(theme)), [navigate, themeHref]);
  return (
    <PageFrame>
      {/* The widget's heading ("Thèmes") is the page's h1. */}
      <ThemeList translation={translation} hrefFor={themeHref} onOpen={onOpen} />
    </PageFrame>
  );
}
