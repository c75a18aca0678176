/**
 * The script-tag embed in Storybook, for webmasters (issue 31): a
 * `<div data-bible-widget="…">` with the attributes of the story's controls,
 * mounted by the embed's own mount core (shadow root, theme attributes,
 * messages) on the recorded answers of the real API, and under it the HTML
 * to copy, which follows the controls.
 */
import type { ArgTypes } from '@storybook/react-vite';
import { mount } from '@parole/widgets';
import { fakeClient } from '@parole/widgets/testing';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';

/** A story's args: the element's data-* attributes (true: present without a value; false or empty: absent). */
export type EmbedArgs = Record<string, string | number | boolean | undefined>;

const SITE = 'https://VOTRE-SITE';

/** The attributes actually written on the element, in the args' order. */
function written(args: EmbedArgs): Array<[string, string]> {
  return Object.entries(args).flatMap(([name, value]): Array<[string, string]> =>
    value === undefined || value === false || value === '' ? [] : [[name, value === true ? '' : String(value)]],
  );
}

/** The HTML a webmaster pastes for this widget with these attributes. */
export function embedSnippet(widget: string, args: EmbedArgs): string {
  const attributes = written(args).map(([name, value]) => (value === '' ? name : `${name}="${value}"`));
  const div = [`<div data-bible-widget="${widget}"`, ...attributes].join('\n     ');
  return `<script src="${SITE}/widgets/parole-widgets.js" defer></script>\n${div}></div>`;
}

export function EmbedWidget({ widget, args }: { widget: string; args: EmbedArgs }) {
  const place = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([widget, written(args)]);
  useEffect(() => {
    // A new element for each set of attributes: what a page that changes them gets.
    const element = document.createElement('div');
    element.setAttribute('data-bible-widget', widget);
    element.setAttribute('data-api', '');
    for (const [name, value] of written(args)) element.setAttribute(name, value);
    place.current!.append(element);
    const client = fakeClient();
    const widgetHandle = mount(element, { createClient: () => client });
    return () => {
      widgetHandle.unmount();
      element.remove();
    };
    // `key` holds widget and args.
  }, [key]);
  return (
    <div>
      <h2 style={{ margin: '0 0 0.5rem', font: '600 1rem system-ui, sans-serif' }}>Le widget sur votre page</h2>
      <div ref={place} data-testid="embed" />
      <h2 style={{ margin: '1.5rem 0 0.25rem', font: '600 1rem system-ui, sans-serif' }}>Le code à copier dans votre page</h2>
      <pre tabIndex={0} style={{ margin: 0, padding: '0.5rem', overflowX: 'auto', background: '#f4f3f7', color: '#1f1f24', fontSize: '0.8rem' }}>
        <code>{embedSnippet(widget, args)}</code>
      </pre>
    </div>
  );
}

/** The controls every widget has: where links lead, and the theme. French descriptions: the page is for webmasters. */
export const COMMON_ARG_TYPES: ArgTypes = {
  'data-site': {
    control: 'text',
    description: 'L’adresse du site Parole vers lequel mènent les liens (un chapitre, un résultat, une partie). Sans lui, tout s’ouvre dans le widget.',
    table: { category: 'Liens' },
  },
  'data-new-tab': {
    control: 'boolean',
    description: 'Avec data-site : les pages du site Parole s’ouvrent dans un nouvel onglet, vos visiteurs restent sur votre page.',
    table: { category: 'Liens' },
  },
  'data-scheme': {
    control: 'inline-radio',
    options: ['light', 'dark', 'auto'],
    description: 'Clair (light), sombre (dark), ou le réglage de l’appareil du visiteur (auto).',
    table: { category: 'Apparence' },
  },
  'data-color-accent': {
    control: 'color',
    description: 'La couleur des liens, du choix en cours et du bouton principal, en clair et en sombre. Trop pâle ou trop foncée pour le fond, elle est ajustée juste assez pour se lire.',
    table: { category: 'Apparence' },
  },
  'data-color-background': {
    control: 'color',
    description: 'Le fond du widget. Les couleurs que vous ne donnez pas s’y accordent : un fond clair garde un texte sombre, même en mode sombre.',
    table: { category: 'Apparence' },
  },
  'data-dark-color-background': {
    control: 'color',
    description: 'Le fond en mode sombre seulement (toutes les couleurs ont leur data-dark-color-…).',
    table: { category: 'Apparence' },
  },
  'data-font-ui': {
    control: 'text',
    description: 'La police des boutons et des titres, une liste CSS : Verdana, sans-serif.',
    table: { category: 'Apparence' },
  },
  'data-font-text': {
    control: 'text',
    description: 'La police du texte biblique : Georgia, serif.',
    table: { category: 'Apparence' },
  },
  'data-radius': {
    control: 'text',
    description: 'L’arrondi des coins : 0px, 8px, 1rem…',
    table: { category: 'Apparence' },
  },
  'data-debug': {
    control: 'boolean',
    description: 'Affiche sous le widget les attributs mal écrits (comme sur localhost ; vos visiteurs ne le voient pas sans lui).',
    table: { category: 'Aide' },
  },
};

/**
 * The play function of the embed's stories: the widget drawn in its shadow
 * root (a heading of its own, or the word cloud's words), and no French
 * message in place of it (an attribute refused, an answer not recorded).
 */
export async function widgetDrawn({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const element = () => canvasElement.querySelector('[data-testid="embed"] [data-bible-widget]');
  await waitFor(
    () => expect(element()?.shadowRoot?.querySelector('h1, h2, h3, svg[data-testid="word-cloud"] text')).toBeTruthy(),
    { timeout: 10_000 },
  );
  await expect(element()!.shadowRoot!.querySelector('[role="note"]')).toBeNull();
}

