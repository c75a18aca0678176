/**
 * The translations whose numbering `npm run versification` maps to the
 * product's verse keys, and what is known of each: the SWORD versification
 * its verse counts are checked against, and every place where its text is
 * known to depart from that, or from the product's verses, each with why
 * (docs/decisions/translations.md). The tests hold the data to these lists.
 *
 * Adding a fourth translation: an entry here (its USFM folder under
 * BIBLE_TEXTS_DIR), then `npm run versification`; the generator names what
 * it finds that is not listed.
 */
import type { SwordSystem } from './sword.js';

/** A place in a translation's numbering or in the product's: "book chapter:verse", as "40 23:14". */
export type Place = string;

export interface NumberingSource {
  /** The translation's id (`lsg`): the name of its data file, the `traduction` of the API. */
  id: string;
  /** Its name, written at the top of its data file. */
  name: string;
  /** Its folder of `NN-CODE.usfm` files, under BIBLE_TEXTS_DIR. */
  folder: string;
  /**
   * The text that defines the product's verses: its verses, renumbered in
   * order to the chapter table (verse-counts.ts), are the product keys, and
   * the others are aligned with its words. Exactly one source is.
   */
  reference?: true;
  /** The SWORD versification whose verse counts per chapter the text follows. */
  sword: SwordSystem;
  /** Chapters ("book chapter") whose last verse differs from that versification's count, and why. */
  swordDifferences: Readonly<Record<string, string>>;
  /** Product keys no verse of this translation maps to, and why. */
  absent: Readonly<Record<Place, string>>;
  /**
   * Verses (in this translation's numbering) that share fewer words with the
   * product verses they map to than with a neighbour of those, and why the
   * mapping is right all the same.
   */
  wordExceptions: Readonly<Record<Place, string>>;
}

export const NUMBERING_SOURCES: readonly NumberingSource[] = [
  {
    id: 'lsg',
    name: 'Louis Segond 1910 (lsg): its numbering, the product keys renumbered to the chapter table (Joël, Malachie).',
    folder: 'lsg1910',
    reference: true,
    sword: 'Segond',
    swordDifferences: {
      '18 34': 'Job 34:36 of this text holds what SWORD counts as 34:36-37 (Darby and Martin have both verses).',
      '41 10': 'Marc 10:52 of SWORD is two verses here, 10:52 « Va, ta foi t’a sauvé » and 10:53 « Aussitôt il recouvra la vue ».',
    },
    absent: {},
    wordExceptions: {},
  },
  {
    id: 'darby',
    name: 'Darby 1885 (darby): its numbering mapped to the product keys.',
    folder: 'darby',
    sword: 'German',
    swordDifferences: {
      '12 15': 'SWORD’s German table gives 2 Rois 15 a verse 39; the Hebrew, Darby and Segond end it at 38 (Jotham’s burial).',
      '16 7': 'SWORD’s German table ends Néhémie 7 at 73 (Luther); Darby, like the Hebrew, ends it at 72.',
    },
    absent: {
      '40 23:14': 'Darby’s critical text omits Matthieu 23:14 (the scribes who devour widows’ houses); its numbering skips 14.',
      '44 8:37': 'Darby’s critical text omits Actes 8:37 (the eunuch’s confession); its numbering skips 37.',
      '44 15:34': 'Darby’s critical text omits Actes 15:34 (Silas stays at Antioch); its numbering skips 34.',
    },
    wordExceptions: {
      '5 23:1': 'Darby’s « ne prendra pas la femme de son père » is Segond’s 22:30 « Nul ne prendra la femme de son père »; 22:29, before it, repeats « père », « prendra », « femme ».',
      '11 5:16': '« Salomon envoya vers Hiram, disant » is Segond’s 5:2 « Salomon fit dire à Hiram »; 5:1 names Hiram and Salomon and has « envoya ».',
      '12 12:9': '« les sacrificateurs consentirent à ne plus prendre d’argent » is Segond’s 12:8 « convinrent de ne pas prendre l’argent »; 12:7 repeats « sacrificateurs », « prendre », « réparer ».',
      '18 39:2': '« As-tu compté les mois… où elles mettent bas » is Segond’s 39:5 « Comptes-tu les mois… où elles enfantent »; 39:4 has « mettent bas ».',
      '18 41:9': '« L’un est attaché à l’autre, ils se tiennent » is Segond’s 41:8 « des frères qui s’embrassent, se saisissent »; 41:7 has « l’un contre l’autre ».',
    },
  },
  {
    id: 'martin',
    name: 'Martin 1744 (martin): its numbering mapped to the product keys.',
    folder: 'martin1744',
    sword: 'Calvin',
    swordDifferences: {
      '19 69': 'Psaumes 69:2 of this text holds SWORD’s 69:2-3 (Segond’s too): one verse fewer.',
      '19 102': 'Psaumes 102:1 of this text holds the title and SWORD’s 102:2, its number « 2. » left inside the text.',
      '19 108': 'Psaumes 108:1 of this text holds the title and SWORD’s 108:2.',
      '19 140': 'Psaumes 140:1 of this text holds the title and SWORD’s 140:2.',
    },
    absent: {},
    wordExceptions: {
      '3 6:13': '« On tiendra le feu continuellement allumé sur l’autel » is Segond’s 6:6 « Le feu brûlera continuellement sur l’autel »; 6:5 repeats « feu », « autel », « allumera ».',
      '19 140:2': '« Ils ont pensé des maux en leur cœur » is Segond’s 140:3 « Qui méditent de mauvais desseins dans leur cœur »; 140:4 begins « Ils… leur ».',
      '44 24:21': '« s’ils ont trouvé en moi quelque injustice, quand j’ai été présenté au Conseil » is Segond’s 24:20 « de quel crime ils m’ont trouvé coupable… devant le sanhédrin »; 24:19 has « s’ils avaient quelque chose contre moi ».',
    },
  },
];
