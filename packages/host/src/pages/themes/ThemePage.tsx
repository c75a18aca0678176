/**
 * /theme/:id: a theme's verses (spec §2 "Themes": a back link and verse cards
 * linking to reading).
 *
 * - An id that cannot be a theme's (not a plain positive number) gets a French
 *   message and a link to the list, without asking the API; an unknown number
 *   gets the API's own 404 message inside the widget.
 * - Each card links to /lire/{livre}/{chapitre}/{verset}, a range as a-b, so
 *   the reader opens with the passage selected.
 */
import type { ThemeVersesResponse } from '@parole/bible';
import { ThemeVerses, type ThemePassageRef } from '@parole/widgets';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MessagePage, PageFrame, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { paths } from '../../routing/paths.js';

/** A theme id written the canonical way, as the API accepts it: no sign, no leading zero. */
const THEME_ID = /^[1-9]\d{0,5}$/;

/** The link of a passage: its chapter with its verses selected. */
export const passageHref = ({ book, chapter, verse }: ThemePassageRef) => paths.read({ book, chapter, verse });

export function ThemePage() {
  const { id = '' } = useParams();
  if (!THEME_ID.test(id)) {
    return (
      <MessagePage title={messages.themes.invalidTitle} linkTo={paths.themes()} linkLabel={messages.themes.back}>
        {messages.themes.invalid(id)}
      </MessagePage>
    );
  }
  return <Theme id={Number(id)} />;
}

function Theme({ id }: { id: number }) {
  const navigate = useNavigate();
  // The theme's own name once its verses arrive ("Paix — Parole").
  const [name, setName] = useState<string>();
  useDocumentTitle(name ?? messages.themes.title);
  const onLoad = useCallback((response: ThemeVersesResponse) => setName(response.theme.nom), []);
  const onBack = useCallback(() => navigate(paths.themes()), [navigate]);
  const onOpen = useCallback((ref: ThemePassageRef) => navigate(passageHref(ref)), [navigate]);
  return (
    <PageFrame>
      <ThemeVerses id={id} backHref={paths.themes()} onBack={onBack} hrefFor={passageHref} onOpen={onOpen} onLoad={onLoad} />
    </PageFrame>
  );
}
