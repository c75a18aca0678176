/**
 * The widgets' docs pages for webmasters (issue 51): each page's attribute
 * table (stories/docs/EmbedOnYourSite.tsx) lists exactly the attributes the
 * embed's parser reads on that widget, each with a French description, so
 * the docs and the parser cannot drift.
 */
import { describe, expect, it } from 'vitest';
import { attributeRows } from '../../../../stories/docs/EmbedOnYourSite.js';
import { embedAttributes } from './core.js';
import { WIDGET_NAMES } from './names.js';

describe('the attribute table of a widget’s docs page', () => {
  it.each(WIDGET_NAMES)('lists every attribute the parser reads on %s, and no other', (widget) => {
    const listed = attributeRows(widget).flatMap((row) => row.attributes);
    expect([...listed].sort()).toEqual([...embedAttributes(widget)].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(WIDGET_NAMES)('describes each line of %s', (widget) => {
    expect(attributeRows(widget).filter((row) => !row.description).map((row) => row.label)).toEqual([]);
  });

  it('names the attributes the docs left out before (data-new-tab, data-hide-title, data-debug, data-max-results)', () => {
    const labels = attributeRows('search').map((row) => row.label);
    expect(labels).toEqual(expect.arrayContaining(['data-new-tab', 'data-hide-title', 'data-debug', 'data-max-results']));
  });
});
