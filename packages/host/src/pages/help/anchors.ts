/** Anchors of /aide that other parts of the site link to (kept apart: the embed builder must not load the help page to know them). */
export const EMBED_SECTION_ID = 'integrer';
