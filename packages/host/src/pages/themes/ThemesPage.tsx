/**
 * /theme: the grid of themes (spec §2 "Themes"). Each theme is a real link to
 * /theme/:id; a plain click goes through the router rather than a page load.
 */
import { href } from '@parole/bible';
import type { ThemeItem } from '@parole/bible';
import { ThemeList } from '@parole/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';

export const themeHref = (theme: ThemeItem) => href('theme', { id: theme.id });

export function ThemesPage() {
  const navigate = useNavigate();
  useDocumentTitle(messages.pages.themes);
  const onOpen = useCallback((theme: ThemeItem) => navigate(themeHref(theme)), [navigate]);
  return (
    <PageFrame>
      {/* The widget's heading ("Thèmes") is the page's h1. */}
      <ThemeList hrefFor={themeHref} onOpen={onOpen} />
    </PageFrame>
  );
}
