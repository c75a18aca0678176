/**
 * The KJV's numbering mapped to the product's verse keys (issue 43): the
 * English numbering the cross references are written in (OpenBible.info),
 * which the importer maps to the product's keys. Not a translation the
 * product reads (no `traduction` names it, TRANSLATION_IDS does not list
 * it): its data sits beside the translations' (data/kjv.ts, written by
 * `npm run versification` from SWORD's KJV verse counts and Segond's text)
 * in the same format, read by the same code, but in a module of its own, so
 * that the site's bundles, which never map a KJV reference, leave it out.
 * docs/decisions/crossrefs.md, "The KJV's numbering".
 */
import { KJV } from './data/kjv.js';
import { numberingReader, type NumberingReader } from './reader.js';

/** The KJV numbering's data text (for its tests and tools). */
export const KJV_NUMBERING_DATA = KJV;

/**
 * The KJV's numbering and its map to the product's keys.
 * @example KJV_NUMBERING.toProduct(19, 51, 10) // [19051012]: « create in me a clean heart » is Segond's Psaume 51:12
 * @example KJV_NUMBERING.toProduct(29, 2, 28) // [29003001]: Joël 2:28 of the KJV is the table's 3:1
 * @example KJV_NUMBERING.fromProduct(19051001) // []: Segond's Psaume 51:1 is the title, unnumbered in the KJV
 */
export const KJV_NUMBERING: NumberingReader = /* @__PURE__ */ numberingReader(KJV);
