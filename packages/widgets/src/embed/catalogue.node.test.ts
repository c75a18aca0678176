/**
 * The catalogue for webmasters (Storybook's « Intégration », issue 31): each
 * widget's stories have a control for every public attribute the widget
 * reads, so that none is found only in the README, and no control for an
 * attribute the widget would ignore.
 */
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../../stories/Embed.stories.js';
import { COMMON_ATTRIBUTES, WIDGET_ATTRIBUTES, WIDGET_NAMES, type WidgetName } from './names.js';
import { THEME_ATTRIBUTES } from './theme-attributes.js';

interface CatalogueStory {
  argTypes?: Record<string, { description?: string } | undefined>;
  parameters?: { embed?: { widget?: WidgetName } };
}

const { default: meta, ...stories } = catalogue as unknown as { default: CatalogueStory } & Record<string, CatalogueStory>;

/** The controls of the stories of `widget`: the catalogue's common ones and each story's own. */
function controlsOf(widget: WidgetName): Map<string, { description?: string } | undefined> {
  const controls = new Map(Object.entries(meta.argTypes ?? {}));
  for (const story of Object.values(stories).filter((story) => story.parameters?.embed?.widget === widget)) {
    for (const [name, control] of Object.entries(story.argTypes ?? {})) controls.set(name, control);
  }
  return controls;
}

const publicAttributes = (widget: WidgetName) => [...COMMON_ATTRIBUTES, ...WIDGET_ATTRIBUTES[widget], ...THEME_ATTRIBUTES];

describe('the embed’s stories', () => {
  it('name the widget of each story', () => {
    expect(Object.entries(stories).filter(([, story]) => !WIDGET_NAMES.includes(story.parameters?.embed?.widget as WidgetName)).map(([name]) => name)).toEqual([]);
    expect(new Set(Object.values(stories).map((story) => story.parameters?.embed?.widget))).toEqual(new Set(WIDGET_NAMES));
  });

  it.each(WIDGET_NAMES)('have a described control for every public attribute of %s, and none it ignores', (widget) => {
    const controls = controlsOf(widget);
    const attributes = publicAttributes(widget);
    expect(attributes.filter((attribute) => !controls.has(attribute)), 'missing').toEqual([]);
    expect([...controls.keys()].filter((name) => !attributes.includes(name)), 'not read by the widget').toEqual([]);
    expect([...controls].filter(([, control]) => !control?.description).map(([name]) => name), 'without a description').toEqual([]);
  });
});
