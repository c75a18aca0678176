/**
 * Anchors of the site's pages that other pages link to: beside the routes, so
 * that a page links to another's section without loading it (the embed
 * builder does not load the help page to know its anchor), and neither
 * page's folder imports the other's.
 */

/** The section of /aide on embedding a widget. */
export const EMBED_SECTION_ID = 'integrer';
