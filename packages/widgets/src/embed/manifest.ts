/**
 * The embed build's manifest (dist/embed/manifest.json), written by the
 * code-split build (rollup.config.mjs, writeManifest) and injected into the
 * loader: which file is the runtime, which file is each widget's chunk, and
 * every chunk it statically imports (followed transitively). File names are
 * relative to dist/embed/.
 */
export interface EmbedManifest {
  /** The shared runtime chunk (React, styled-components, the API client, the style, the mount core). */
  runtime: string;
  widgets: Record<string, { file: string; imports: string[] }>;
}
