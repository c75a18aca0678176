/** The themes embed: `<div data-bible-widget="themes">` (the grid), data-theme="12" opens one theme. */
import { themeIdParam, type ReadingPlace } from '@parole/bible';
import { useState } from 'react';
import { messages } from '../../messages.js';
import { ThemeList } from '../../themes/ThemeList.js';
import { ThemeVerses } from '../../themes/ThemeVerses.js';
import { EmbedMessage } from '../EmbedMessage.js';
import { attribute, BackPanel, EmbeddedReader, readingLinks, type EmbedRenderer } from './shared.js';

/**
 * The grid, then a theme's verses in place (with a way back). A passage
 * opens on the full site with `data-site`, otherwise in a reader inside the
 * embed, its verses selected.
 */
function EmbeddedThemes({ start, site, translation }: { start?: number; site?: string; translation?: string }) {
  const [theme, setTheme] = useState<number | undefined>(start);
  const [reading, setReading] = useState<ReadingPlace | null>(null);
  const hrefFor = readingLinks(site, translation);
  if (reading) {
    return (
      <BackPanel label={messages.themes.backToVerses} onBack={() => setReading(null)}>
        <EmbeddedReader start={reading} translation={translation} />
      </BackPanel>
    );
  }
  if (theme === undefined) return <ThemeList translation={translation} onOpen={(t) => setTheme(t.id)} />;
  return <ThemeVerses id={theme} translation={translation} onBack={() => setTheme(undefined)} hrefFor={hrefFor} onOpen={hrefFor ? undefined : setReading} />;
}

const themes: EmbedRenderer = ({ data, site, translation }) => {
  // data-theme: open one theme's verses; the grid without it.
  const theme = attribute(themeIdParam, data.theme);
  if (theme === null) return <EmbedMessage>{messages.themes.invalidTheme}</EmbedMessage>;
  return <EmbeddedThemes start={theme} site={site} translation={translation} />;
};
export default themes;
