import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetName } from '@parole/widgets';
import { COMMON_ARG_TYPES, EmbedWidget, embedSnippet, widgetDrawn, withPalette, type EmbedArgs } from './EmbedWidget.js';

/**
 * Each widget as a church's webmaster embeds it: the controls are the
 * element's public data-* attributes (described in French), the widget is
 * mounted by the embed itself on recorded answers of the real API, and the
 * HTML to copy follows the controls. The widgets' own stories (Widgets/…)
 * show every state of their React components.
 */
const meta = {
  title: 'Intégration',
  parameters: {
    controls: { expanded: true },
    // The docs page's « Show code » and « Copy code » give the HTML a webmaster pastes, not the story's JSX (issue 51).
    docs: {
      source: {
        language: 'html',
        transform: (_jsx: string, { args, globals, parameters }: { args: EmbedArgs; globals: { scheme?: unknown }; parameters: { embed?: { widget?: WidgetName } } }) =>
          embedSnippet(parameters.embed?.widget ?? '', withPalette(args, globals)),
      },
    },
  },
  argTypes: COMMON_ARG_TYPES,
} satisfies Meta<EmbedArgs>;

export default meta;
type Story = StoryObj<EmbedArgs>;

/**
 * A story of one widget: its own attributes first, then the common ones.
 * `parameters.embed.widget` names the widget, for the test that every public
 * attribute of each widget is a control (packages/widgets/src/embed/catalogue.node.test.ts).
 */
const story = (widget: WidgetName, args: EmbedArgs, argTypes: Story['argTypes']): Story => ({
  args: { ...args },
  argTypes,
  parameters: { embed: { widget } },
  render: (all, { globals }) => <EmbedWidget widget={widget} args={withPalette(all, globals)} />,
  play: widgetDrawn,
});

/** The plan of a day (31 August: Psaumes 119 and 120, recorded). */
export const Plan = story(
  'plan',
  { 'data-date': '2027-08-31' },
  {
    'data-date': { control: 'text', description: 'Le jour du plan, AAAA-MM-JJ. Sans lui : aujourd’hui.', table: { category: 'Plan' } },
    'data-mois': { control: 'text', description: 'Ou le mois (1 à 12) avec data-jour, cette année.', table: { category: 'Plan' } },
    'data-jour': { control: 'text', description: 'Le jour du mois (1 à 31), avec data-mois.', table: { category: 'Plan' } },
  },
);

/** The quiz's home: its rules, the nickname, the tables of games (public: every visitor sees the nicknames). */
export const Quiz = story(
  'quiz',
  {},
  {
    'data-tables': {
      control: 'inline-radio',
      options: ['true', 'false'],
      description: 'false : le jeu seul, sans les tableaux des dernières et meilleures parties (les pseudos des autres joueurs).',
      table: { category: 'Jeu' },
    },
  },
);

/** A chapter (Jean 3, verse 16 selected). */
export const Lecture = story(
  'reader',
  { 'data-livre': '43', 'data-chapitre': '3', 'data-selection': '16' },
  {
    'data-livre': { control: 'text', description: 'Le livre, de 1 (Genèse) à 66 (Apocalypse). Sans lui : 1.', table: { category: 'Lecture' } },
    'data-chapitre': { control: 'text', description: 'Le chapitre de ce livre. Sans lui : 1.', table: { category: 'Lecture' } },
    'data-selection': { control: 'text', description: 'Des versets sélectionnés : 16, 16-18 ou 1,3-5.', table: { category: 'Lecture' } },
  },
);

/** Darby 1885's Genèse 32, its verse 1 (Segond's 31:55) selected: data-traduction="darby" (issue 41). */
export const LectureDarby = story(
  'reader',
  { 'data-livre': '1', 'data-chapitre': '32', 'data-selection': '1', 'data-traduction': 'darby' },
  {
    'data-livre': { control: 'text', description: 'Le livre, de 1 (Genèse) à 66 (Apocalypse). Sans lui : 1.', table: { category: 'Lecture' } },
    'data-chapitre': { control: 'text', description: 'Le chapitre de ce livre, dans la numérotation de la traduction. Sans lui : 1.', table: { category: 'Lecture' } },
    'data-selection': { control: 'text', description: 'Des versets sélectionnés : 16, 16-18 ou 1,3-5.', table: { category: 'Lecture' } },
  },
);

/** The search in Martin 1744: data-traduction="martin" (issue 41), the translation named with the results. */
export const RechercheMartin = story(
  'search',
  { 'data-word': 'berger', 'data-max-results': '5', 'data-traduction': 'martin' },
  { 'data-word': { control: 'text', description: 'Le mot cherché à l’ouverture (au moins 3 caractères).', table: { category: 'Recherche' } } },
);

/** The search, « berger » asked on load: 65 verses found, 5 shown, then « Voir les 65 résultats ». */
export const Recherche = story(
  'search',
  { 'data-word': 'berger', 'data-max-results': '5' },
  {
    'data-word': { control: 'text', description: 'Le mot cherché à l’ouverture (au moins 3 caractères).', table: { category: 'Recherche' } },
    'data-filter': {
      control: 'text',
      description: 'Où chercher : atnt (toute la Bible, par défaut), at, nt, ou un livre de 1 à 66.',
      table: { category: 'Recherche' },
    },
    'data-testament': {
      control: 'inline-radio',
      options: ['at', 'nt'],
      description: 'Chercher dans un testament : at (Ancien) ou nt (Nouveau), quand data-filter est absent.',
      table: { category: 'Recherche' },
    },
    'data-exact': { control: 'inline-radio', options: ['nex', 'exa'], description: 'exa : les mots entiers seulement.', table: { category: 'Recherche' } },
    'data-max-results': {
      control: 'text',
      description:
        'Les versets affichés à la fois, de 1 à 100 (10 par défaut, 5 dans une place étroite), suivis de « Voir les N résultats » : un lien vers la recherche de data-site, ou sans lui des pages de versets dans le widget (« Versets suivants »).',
      table: { category: 'Recherche' },
    },
  },
);

/** The themes' grid; data-theme opens one theme. */
export const Themes = story(
  'themes',
  {},
  { 'data-theme': { control: 'text', description: 'Le numéro d’un thème à ouvrir directement (4 : la paix, par exemple).', table: { category: 'Thèmes' } } },
);

/** The word cloud of the New Testament. */
export const NuageDeMots = story(
  'wordcloud',
  { 'data-livre': 'nt' },
  {
    'data-livre': { control: 'text', description: 'atnt, at, nt (par défaut) ou un livre de 1 à 66.', table: { category: 'Nuage de mots' } },
    'data-testament': {
      control: 'inline-radio',
      options: ['at', 'nt'],
      description: 'Le nuage d’un testament : at (Ancien) ou nt (Nouveau), quand data-livre est absent.',
      table: { category: 'Nuage de mots' },
    },
  },
);

/**
 * A parish's look: its cream, its dark red, its fonts, with data-scheme="dark": the cream is kept
 * (data-color-background holds in both palettes; data-dark-color-background would change it in dark
 * mode) and the text turns dark to read on it, as the docs page says.
 */
export const AuxCouleursDUneParoisse = story(
  'plan',
  {
    'data-date': '2027-08-31',
    'data-scheme': 'dark',
    'data-color-background': '#fbf6ea',
    'data-color-accent': '#8b1a1a',
    'data-font-ui': 'Verdana, sans-serif',
    'data-font-text': 'Georgia, serif',
  },
  { 'data-date': { control: 'text', description: 'Le jour du plan, AAAA-MM-JJ.', table: { category: 'Plan' } } },
);
