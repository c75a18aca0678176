/**
 * The « Sur le site de votre église » section of a widget's docs page, in
 * French for webmasters (issue 51): the two lines to paste, with their copy
 * button, and the table of every attribute the embed reads on that widget.
 * The table's attributes are the embed parser's own list (embedAttributes),
 * its descriptions the Intégration page's controls (stories/Embed.stories.tsx,
 * whose test requires one for each): nothing here is typed twice.
 */
import { embedAttributes, WIDGET_NAMES, type WidgetName } from '@parole/widgets';
import * as Embed from '../Embed.stories.js';
import { Snippet, type EmbedArgs } from '../EmbedWidget.js';

interface Control {
  description?: string;
}

interface EmbedStory {
  argTypes?: Record<string, Control | undefined>;
  parameters?: { embed?: { widget?: WidgetName } };
}

/** A line of the table: one attribute, or the theme's family of them in one line. */
export interface AttributeRow {
  attributes: readonly string[];
  /** How the line names them (the theme's: data-color-… for its colours). */
  label: string;
  description: string;
}

const { default: meta, ...stories } = Embed as unknown as { default: EmbedStory } & Record<string, EmbedStory>;

/** The Intégration page's description of each attribute of `widget`: the common controls, then its stories' own. */
function descriptions(widget: WidgetName): Map<string, string | undefined> {
  const controls = new Map(Object.entries(meta.argTypes ?? {}).map(([name, control]) => [name, control?.description]));
  for (const story of Object.values(stories).filter((story) => story.parameters?.embed?.widget === widget)) {
    for (const [name, control] of Object.entries(story.argTypes ?? {})) controls.set(name, control?.description);
  }
  return controls;
}

/** The attributes every widget reads (listed after a widget's own). */
const COMMON_LAST = new Set(WIDGET_NAMES.map(embedAttributes).reduce((common, next) => common.filter((name) => next.includes(name))));

/** The colours' and fonts' attributes, one line: the Theme page details them. */
const THEMED = /^data-(dark-)?color-|^data-font-|^data-radius$|^data-spacing$/;

/**
 * The lines of `widget`'s attribute table: its own attributes first, then
 * the common ones, data-scheme, and the theme's in one line.
 * @example attributeRows('search')[0].label // 'data-word'
 */
export function attributeRows(widget: WidgetName): AttributeRow[] {
  const all = embedAttributes(widget);
  const described = descriptions(widget);
  const own = (name: string) => !THEMED.test(name) && name !== 'data-bible-widget';
  // The widget's own before the common ones: what a webmaster sets for this widget comes first.
  const ordered = [...all.filter((name) => own(name) && !COMMON_LAST.has(name)), ...all.filter((name) => own(name) && COMMON_LAST.has(name))];
  const rows: AttributeRow[] = [
    { attributes: ['data-bible-widget'], label: 'data-bible-widget', description: `« ${widget} » : le widget de cette page.` },
    ...ordered.map((name) => ({ attributes: [name], label: name, description: described.get(name) ?? '' })),
  ];
  const themed = all.filter((name) => THEMED.test(name));
  const shown = [...new Set(themed.map((name) => name.replace(/^(data-(dark-)?color-).*/, '$1…')))];
  rows.push({
    attributes: themed,
    label: shown.join(', '),
    description: 'Les couleurs, polices, arrondis et espacements de votre église, en clair et en sombre : voir la page Thème.',
  });
  return rows;
}


/**
 * The section: the script and the div with `example`'s attributes (those of
 * the page's first story, so the example and the data agree), then the table.
 * @example <EmbedOnYourSite widget="themes" example={{ 'data-theme': '4' }} />
 */
export function EmbedOnYourSite({ widget, example }: { widget: WidgetName; example: EmbedArgs }) {
  return (
    <>
      <p>
        Collez le script une seule fois dans la page (dans <code>{'<head>'}</code> ou avant <code>{'</body>'}</code>), et un <code>div</code> là où
        le widget doit paraître :
      </p>
      <Snippet widget={widget} args={example} />
      <p>
        <code>VOTRE-SITE</code> est l’adresse du site Parole qui sert le script. Le widget se dessine à part (son propre shadow DOM) : le style de
        votre site ne le change pas, et il ne change rien à votre page. Plusieurs widgets peuvent partager une page ; le script n’est chargé
        qu’une fois. La page <a href="./?path=/docs/intégration--integration" target="_top">Intégration</a> montre le widget avec chacun de ces
        réglages.
      </p>
      <table>
        <thead>
          <tr>
            <th>Attribut</th>
            <th>Ce qu’il fait</th>
          </tr>
        </thead>
        <tbody>
          {attributeRows(widget).map((row) => (
            <tr key={row.label}>
              <td>
                <code>{row.label}</code>
              </td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
