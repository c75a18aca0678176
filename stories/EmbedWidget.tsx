/**
 * The script-tag embed in Storybook, for webmasters (issue 31): a
 * `<div data-bible-widget="…">` with the attributes of the story's controls,
 * mounted by the embed's own mount core (shadow root, theme attributes,
 * messages) on the recorded answers of the real API, and under it the HTML
 * to copy, which follows the controls.
 */
import type { ArgTypes } from '@storybook/react-vite';
import { defaultStyle, mount, type ParoleStyle } from '@parole/widgets';
import { fakeClient } from '@parole/widgets/testing';
import { useEffect, useRef, useState } from 'react';
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

/**
 * The attributes as pasted with the toolbar's Palette (issue 51): « Sombre »
 * reaches the widget as data-scheme="dark", as a webmaster's page would
 * say it, unless the story's own data-scheme says otherwise; the snippet
 * shows it too, so the code to copy draws what the page shows.
 * @example withPalette({ 'data-date': '2027-08-31' }, { scheme: 'dark' }) // { 'data-date': '2027-08-31', 'data-scheme': 'dark' }
 */
export function withPalette(args: EmbedArgs, globals: { scheme?: unknown }): EmbedArgs {
  return globals.scheme === 'dark' && !args['data-scheme'] ? { ...args, 'data-scheme': 'dark' } : args;
}

/** The button that copies the snippet to the clipboard, and says so. */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<string>();
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('Code copié dans le presse-papier.'),
      () => setCopied('Copie impossible : sélectionnez le code et copiez-le.'),
    );
  // A new snippet has not been copied yet.
  useEffect(() => setCopied(undefined), [text]);
  return (
    <p style={{ margin: '0.5rem 0 0', font: '0.875rem system-ui, sans-serif' }}>
      <button type="button" onClick={copy} style={{ font: 'inherit', padding: '0.25rem 0.75rem' }}>
        Copier le code
      </button>{' '}
      <span role="status">{copied}</span>
    </p>
  );
}

/** The HTML to paste for `widget` with `args`, and its « Copier le code » button (the embed's stories and the widgets' docs pages). */
export function Snippet({ widget, args }: { widget: string; args: EmbedArgs }) {
  const snippet = embedSnippet(widget, args);
  return (
    <>
      <pre tabIndex={0} style={{ margin: 0, padding: '0.5rem', overflowX: 'auto', background: defaultStyle.colors.surface, color: defaultStyle.colors.text, fontSize: '0.8rem' }}>
        <code>{snippet}</code>
      </pre>
      <CopyButton text={snippet} />
    </>
  );
}

export function EmbedWidget({ widget, args }: { widget: string; args: EmbedArgs }) {
  const place = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([widget, written(args)]);
  useEffect(() => {
    // A new element for each set of attributes: what a page that changes them gets.
    const [name, attributes] = JSON.parse(key) as [string, [string, string][]];
    const element = document.createElement('div');
    element.setAttribute('data-bible-widget', name);
    element.setAttribute('data-api', '');
    for (const [attribute, value] of attributes) element.setAttribute(attribute, value);
    place.current!.append(element);
    const client = fakeClient();
    const widgetHandle = mount(element, { createClient: () => client });
    return () => {
      widgetHandle.unmount();
      element.remove();
    };
  }, [key]);
  return (
    <div>
      <h2 style={{ margin: '0 0 0.5rem', font: '600 1rem system-ui, sans-serif' }}>Le widget sur votre page</h2>
      <div ref={place} data-testid="embed" />
      <h2 style={{ margin: '1.5rem 0 0.25rem', font: '600 1rem system-ui, sans-serif' }}>Le code à copier dans votre page</h2>
      <Snippet widget={widget} args={args} />
    </div>
  );
}

type ColorRole = keyof ParoleStyle['colors'];

/**
 * What each colour role of the style paints, for its controls: a French noun
 * phrase, and what a webmaster should know besides. Every role is here (the
 * type says so), as the embed reads every one as data-color-<role>.
 */
const COLOR_ROLES: Record<ColorRole, { what: string; more?: string }> = {
  oldTestament: { what: `la couleur de l’Ancien Testament (violet ${defaultStyle.colors.oldTestament})`, more: 'Ses livres, ses chapitres, ses boutons.' },
  newTestament: { what: `la couleur du Nouveau Testament (cyan ${defaultStyle.colors.newTestament})`, more: 'Ses livres, ses chapitres, ses boutons.' },
  accent: {
    what: 'la couleur des liens, du choix en cours et du bouton principal',
    more: 'Trop pâle ou trop foncée pour le fond, elle est ajustée juste assez pour se lire.',
  },
  onAccent: { what: 'le texte des boutons colorés (sur l’accent ou la couleur d’un testament)', more: 'S’il s’y lit mal, il devient blanc ou noir.' },
  text: { what: 'le texte' },
  textMuted: { what: 'le texte secondaire', more: 'Numéros de versets, légendes, indications.' },
  background: {
    what: 'le fond du widget',
    more: 'Les couleurs que vous ne donnez pas s’y accordent : un fond clair garde un texte sombre, même en mode sombre.',
  },
  surface: { what: 'le fond des encadrés, panneaux et cartes' },
  border: { what: 'les bordures et les séparateurs' },
  focus: { what: 'le contour de l’élément atteint au clavier' },
  selection: { what: 'le fond d’un verset sélectionné' },
  wordsOfJesus: { what: 'les paroles de Jésus' },
  divineName: { what: 'les noms divins mis en valeur (l’Éternel)' },
  mark: { what: 'le fond des mots trouvés par une recherche' },
  backdrop: { what: 'le voile derrière une fenêtre de dialogue' },
  shadow: { what: 'l’ombre sous ce qui flotte sur la page', more: 'Fenêtres, panneaux, carte survolée.' },
  error: { what: 'les erreurs', more: 'Et les mauvaises réponses du jeu.' },
  success: { what: 'les bonnes réponses du jeu' },
  skeleton: { what: 'les formes grises affichées pendant le chargement' },
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The attribute of a colour role: data-color-old-testament for oldTestament (as the embed reads it). */
const colorAttribute = (role: ColorRole) => `data-color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A control per colour role, in both palettes (data-color-…) and in the dark one only (data-dark-color-…). */
const COLOR_ARG_TYPES: ArgTypes = Object.fromEntries(
  (Object.keys(defaultStyle.colors) as ColorRole[]).flatMap((role): Array<[string, NonNullable<ArgTypes[string]>]> => {
    const { what, more } = COLOR_ROLES[role];
    const attribute = colorAttribute(role);
    return [
      [attribute, { control: 'color', description: `${capitalized(what)}, en clair et en sombre.${more ? ` ${more}` : ''}`, table: { category: 'Couleurs' } }],
      [
        attribute.replace('data-color-', 'data-dark-color-'),
        {
          control: 'color',
          description: `${capitalized(what)}, en mode sombre seulement (data-scheme="dark", ou auto sur un appareil réglé en sombre), à la place de ${attribute}.`,
          table: { category: 'Couleurs en mode sombre' },
        },
      ],
    ];
  }),
);

/**
 * The controls every widget has: where links lead, the title, the theme,
 * the hints. French descriptions: the page is for webmasters. The widget's
 * name and its API are set by the story (the recorded answers of the real
 * API): described, not editable.
 */
export const COMMON_ARG_TYPES: ArgTypes = {
  'data-bible-widget': {
    control: false,
    description: 'Le widget : plan, quiz, reader, search, themes ou wordcloud (ici, celui de l’histoire).',
    table: { category: 'Widget' },
  },
  'data-api': {
    control: false,
    description: 'L’adresse du site Parole dont le widget lit les données ("" : celle de votre page). Sans lui : le site qui sert parole-widgets.js (ici, des réponses enregistrées).',
    table: { category: 'Widget' },
  },
  'data-site': {
    control: 'text',
    description: 'L’adresse du site Parole vers lequel mènent les liens (un chapitre, un résultat, une partie). Sans lui, tout s’ouvre dans le widget.',
    table: { category: 'Liens' },
  },
  'data-traduction': {
    control: 'inline-radio',
    options: ['lsg', 'darby', 'martin'],
    description:
      'La traduction que lit le widget, par son identifiant sur le site Parole (lsg, darby, martin) : son texte, sa numérotation, et les liens vers le site dans cette traduction. Sur la balise <script>, pour tous les widgets de la page. Sans lui : la traduction par défaut du site (Louis Segond 1910). Le jeu lit toujours Louis Segond 1910.',
    table: { category: 'Widget' },
  },
  'data-new-tab': {
    control: 'boolean',
    description: 'Avec data-site : les pages du site Parole s’ouvrent dans un nouvel onglet, vos visiteurs restent sur votre page.',
    table: { category: 'Liens' },
  },
  'data-hide-title': {
    control: 'boolean',
    description:
      'Masque le titre du widget (« Bible en 1 an », « Thèmes », « Trouvé N »…) quand votre page a déjà le sien ; les lecteurs d’écran le trouvent toujours. Le titre du chapitre de la lecture reste.',
    table: { category: 'Apparence' },
  },
  'data-scheme': {
    control: 'inline-radio',
    options: ['light', 'dark', 'auto'],
    description: 'Clair (light), sombre (dark), ou le réglage de l’appareil du visiteur (auto).',
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
  'data-spacing': {
    control: 'text',
    description: 'L’espace moyen entre les éléments (1rem par défaut) ; les autres en découlent (¼, ½, 1½, 2×) : 0.75rem resserre le widget.',
    table: { category: 'Apparence' },
  },
  ...COLOR_ARG_TYPES,
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

