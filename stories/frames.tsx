/**
 * Frames for stories of widgets that are parts of a page (the top bar's
 * search box, a dialog over a page): they show the widget where the site
 * puts it. Not a widget; stories only.
 */
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { color, font, space } from '@parole/widgets';
import { styled } from 'styled-components';

const Page = styled.div`
  min-height: 480px;
  background: ${color('surface')};
  font-family: ${font('ui')};
  color: ${color('textMuted')};

  & > p {
    max-width: 40rem;
    margin: 0;
    padding: ${space('lg')} ${space('md')};
  }
`;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('md')};
  padding: ${space('sm')} ${space('md')};
  border-bottom: 1px solid ${color('border')};
  background: ${color('background')};
  color: ${color('text')};

  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Slot = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

/** The site's top bar around a search box, and a page under it for the history panel to cover. */
export function TopBarFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Bar>
        <h1>Parole</h1>
        <Slot>{children}</Slot>
      </Bar>
      <p>La page sous la barre du site : le panneau de l’historique s’ouvre par-dessus.</p>
    </Page>
  );
}

/** A page behind a modal dialog. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Bar>
        <h1>{title}</h1>
      </Bar>
      <p>La page derrière la boîte de dialogue, qui la couvre tant qu’elle est ouverte.</p>
      {children}
    </Page>
  );
}

/**
 * Decorator: the story in the site's top bar (TopBarFrame).
 *
 * @example
 * const meta = { title: 'Widgets/SearchBox', component: SearchBoxView, decorators: [inTopBar] } satisfies Meta<typeof SearchBoxView>;
 */
export const inTopBar: Decorator = (Story) => (
  <TopBarFrame>
    <Story />
  </TopBarFrame>
);

/**
 * Decorator: the story (a dialog) over a page titled `title` (PageFrame).
 *
 * @example
 * const meta = { title: 'Dialogs/InfoDialog', component: InfoDialog, decorators: [overPage('Recherche')] } satisfies Meta<typeof InfoDialog>;
 */
export const overPage =
  (title: string): Decorator =>
  (Story) => (
    <PageFrame title={title}>
      <Story />
    </PageFrame>
  );
