import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { previewFromRecordings } from '@parole/widgets/testing';

/**
 * The reference tagger's preview (issue 25) with « Voir aussi » (issue 43):
 * Jean 3:16 as a church's page links it, its passage and its first three
 * cross references from answers recorded from the real API, and their
 * credit. The story focuses the link, as a keyboard does, to open it.
 */
function Sermon() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    previewFromRecordings(document.createElement('script'));
    link.current?.focus();
  }, []);
  return (
    <article lang="fr" style={{ maxWidth: '32rem', padding: '1rem', font: '16px/1.5 Georgia, serif' }}>
      <h1>Dieu a tant aimé</h1>
      <p>
        Lecture :{' '}
        <a ref={link} href="/lire/43/3/16" data-parole-passage="43.3.16">
          Jean 3.16
        </a>
        , l’amour de Dieu pour le monde.
      </p>
    </article>
  );
}

const meta = {
  title: 'Tagger/Preview',
  component: Sermon,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Sermon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The passage, « Lire le chapitre », then « Voir aussi » (Romains 5:8, 1 Jean 4:9-10, Jean 3:15) and the credit. */
export const SeeAlso: Story = {
  play: async ({ canvasElement }) => {
    const card = () => canvasElement.ownerDocument.querySelector('[data-parole-preview]')?.shadowRoot?.querySelector('[role="dialog"]');
    await waitFor(() => expect(card()?.textContent).toContain('Voir aussi'), { timeout: 10_000 });
  },
};
