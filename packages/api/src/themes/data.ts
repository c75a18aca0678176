/**
 * The themes of /theme (spec, "Themes"): what a French reader looks for, each
 * with the classic verses of the theme. Data, not code: the importer
 * (import/themes.ts) checks every reference against the imported text and
 * writes them to the tables `themes` and `theme_verses`.
 *
 * References are `CODE chapter:verse` or `CODE chapter:first-last`,
 * CODE being the book's USFM code (canon.ts), in the product's versification
 * (Segond 21's chapter table): Joël 3:1 is LSG 2:28, Malachie 3:20 is LSG 4:2.
 * Psalms count their superscription as verse 1 when it has one, as the text does
 * (Psaume 42:6 "Pourquoi t'abats-tu, mon âme?").
 *
 * `id` is the public identifier (/theme/{id}) and must never change; the
 * order of the list is the order of the page.
 */
import type { ThemeSymbol } from './art.js';

export interface ThemeData {
  id: number;
  /** File name of the image: /img/themes/{slug}.svg. */
  slug: string;
  name: string;
  description: string;
  /** The figure drawn at the centre of the theme's image. */
  symbol: ThemeSymbol;
  references: readonly string[];
}

export const THEMES: readonly ThemeData[] = [
  {
    id: 1,
    slug: 'amour',
    name: 'Amour',
    description: "L'amour de Dieu pour les hommes et l'amour les uns pour les autres.",
    symbol: 'heart',
    references: ['JHN 3:16', '1CO 13:4-7', '1CO 13:13', '1JN 4:7-8', '1JN 4:16', '1JN 4:19', 'ROM 5:8', 'ROM 8:38-39', 'JHN 15:12-13', 'MAT 22:37-39', 'JER 31:3', 'SNG 8:7'],
  },
  {
    id: 2,
    slug: 'foi',
    name: 'Foi',
    description: 'Croire sans avoir vu, et la confiance qui déplace les montagnes.',
    symbol: 'mountain',
    references: ['HEB 11:1', 'HEB 11:6', 'ROM 10:17', 'EPH 2:8-9', 'MRK 11:22-24', 'MAT 17:20', 'GAL 2:20', 'ROM 1:17', 'HAB 2:4', '2CO 5:7', 'JAS 2:17', 'JHN 20:29', 'MRK 9:23-24'],
  },
  {
    id: 3,
    slug: 'esperance',
    name: 'Espérance',
    description: "L'ancre de l'âme : attendre ce que Dieu a promis.",
    symbol: 'anchor',
    references: ['ROM 15:13', 'JER 29:11', 'ROM 5:3-5', 'HEB 6:19', 'ROM 8:24-25', 'PSA 42:6', 'ISA 40:31', 'LAM 3:21-23', '1PE 1:3', 'PSA 62:6', 'HEB 10:23', 'PRO 23:18'],
  },
  {
    id: 4,
    slug: 'paix',
    name: 'Paix',
    description: 'La paix avec Dieu et la paix du cœur, que le monde ne donne pas.',
    symbol: 'dove',
    references: ['JHN 14:27', 'PHP 4:6-7', 'ISA 26:3', 'JHN 16:33', 'NUM 6:24-26', 'ROM 5:1', 'MAT 5:9', 'COL 3:15', 'PSA 4:9', 'ISA 9:5', 'ROM 12:18', '2TH 3:16', 'PSA 119:165'],
  },
  {
    id: 5,
    slug: 'pardon',
    name: 'Pardon',
    description: 'Le pardon reçu de Dieu et le pardon donné aux autres.',
    symbol: 'snowflake',
    references: ['1JN 1:9', 'PSA 103:10-12', 'ISA 1:18', 'MAT 6:14-15', 'EPH 4:32', 'COL 3:13', 'MAT 18:21-22', 'LUK 23:34', 'PSA 32:1-2', 'MIC 7:18-19', 'PSA 51:3-4', 'ACT 3:19', 'ISA 43:25'],
  },
  {
    id: 6,
    slug: 'priere',
    name: 'Prière',
    description: 'Parler à Dieu, demander, remercier, persévérer.',
    symbol: 'candle',
    references: ['MAT 6:9-13', 'MAT 6:6', 'PHP 4:6', '1TH 5:16-18', 'MAT 7:7-8', 'JAS 5:16', 'JER 33:3', 'MRK 11:24', 'ROM 8:26', 'JHN 14:13-14', '1JN 5:14-15', 'PSA 145:18', 'LUK 18:1', 'HEB 4:16'],
  },
  {
    id: 7,
    slug: 'joie',
    name: 'Joie',
    description: "La joie de l'Éternel, qui demeure même dans l'épreuve.",
    symbol: 'sun',
    references: ['PHP 4:4', 'NEH 8:10', 'PSA 16:11', 'JHN 15:11', 'PSA 118:24', 'JAS 1:2-3', 'PSA 30:6', 'LUK 2:10-11', 'ISA 61:10', 'HAB 3:17-18', 'PSA 126:5-6', 'JHN 16:22'],
  },
  {
    id: 8,
    slug: 'consolation',
    name: 'Consolation',
    description: 'Le Dieu de toute consolation, près de ceux qui ont le cœur brisé.',
    symbol: 'tear',
    references: ['2CO 1:3-4', 'MAT 5:4', 'PSA 23:4', 'ISA 40:1', 'MAT 11:28-30', 'REV 21:4', 'PSA 34:19', 'ISA 66:13', 'JHN 14:1-3', 'PSA 147:3', 'ROM 8:18', 'PSA 46:2'],
  },
  {
    id: 9,
    slug: 'courage',
    name: 'Courage',
    description: 'Fortifie-toi et prends courage : Dieu est avec toi.',
    symbol: 'shield',
    references: ['JOS 1:9', 'DEU 31:6', 'ISA 41:10', 'PSA 27:1', '2TI 1:7', 'PSA 31:25', '1CO 16:13', 'PHP 4:13', 'PSA 56:4-5', 'EPH 6:10', 'ISA 43:1-2', '1CH 28:20'],
  },
  {
    id: 10,
    slug: 'sagesse',
    name: 'Sagesse',
    description: "La crainte de l'Éternel, commencement de la sagesse.",
    symbol: 'book',
    references: ['PRO 1:7', 'JAS 1:5', 'PRO 3:5-6', 'PRO 2:6', 'PRO 9:10', 'PSA 90:12', 'PSA 119:105', 'PRO 4:7', 'ECC 3:1', 'PRO 16:16', 'JAS 3:17', 'ROM 11:33', 'PSA 111:10'],
  },
  {
    id: 11,
    slug: 'grace',
    name: 'Grâce',
    description: 'La faveur imméritée de Dieu, qui suffit en toute chose.',
    symbol: 'drops',
    references: ['EPH 2:8-9', '2CO 12:9', 'JHN 1:16-17', 'ROM 3:23-24', 'TIT 2:11', 'HEB 4:16', 'ROM 5:20', '2CO 8:9', '1PE 5:10', 'ROM 6:14', '2CO 9:8'],
  },
  {
    id: 12,
    slug: 'salut',
    name: 'Salut',
    description: 'Sauvés par la foi en Jésus-Christ, le chemin, la vérité et la vie.',
    symbol: 'cross',
    references: ['ACT 4:12', 'ROM 10:9-10', 'JHN 3:16-17', 'ROM 6:23', 'ACT 16:31', 'JHN 14:6', 'TIT 3:5', 'ISA 12:2', '2CO 5:17', 'ROM 1:16', 'JHN 10:9', 'LUK 19:10'],
  },
  {
    id: 13,
    slug: 'louange',
    name: 'Louange',
    description: "Que tout ce qui respire loue l'Éternel !",
    symbol: 'notes',
    references: ['PSA 150:6', 'PSA 103:1-2', 'PSA 34:2', 'HEB 13:15', 'PSA 100:4', 'PSA 95:1-2', 'PSA 145:3', 'ISA 25:1', 'REV 4:11', 'PSA 63:4-5', 'EPH 5:19-20', 'PSA 8:2'],
  },
  {
    id: 14,
    slug: 'famille',
    name: 'Famille',
    description: 'Parents, enfants, époux : la maison bâtie avec Dieu.',
    symbol: 'house',
    references: ['EXO 20:12', 'EPH 6:1-4', 'PRO 22:6', 'JOS 24:15', 'PSA 127:1', 'PSA 127:3', 'GEN 2:24', 'COL 3:18-21', 'DEU 6:6-7', 'RUT 1:16', 'PRO 17:6', 'PSA 133:1', 'PRO 31:10-11'],
  },
  {
    id: 15,
    slug: 'guerison',
    name: 'Guérison',
    description: 'Le Dieu qui guérit le corps et le cœur.',
    symbol: 'leaf',
    references: ['JER 17:14', 'ISA 53:5', 'PSA 103:2-3', 'EXO 15:26', 'JAS 5:14-15', 'PSA 147:3', 'MAT 8:16-17', 'MAL 3:20', '1PE 2:24', 'MRK 5:34', 'JER 30:17', 'MAT 4:23', 'PRO 4:20-22'],
  },
  {
    id: 16,
    slug: 'patience',
    name: 'Patience',
    description: "Attendre l'Éternel et persévérer sans se lasser.",
    symbol: 'hourglass',
    references: ['ROM 12:12', 'GAL 5:22', 'JAS 5:7-8', 'PSA 37:7', 'PSA 40:2', 'ECC 7:8', 'ISA 40:31', 'COL 1:11', 'HEB 10:36', '2PE 3:9', 'PRO 14:29', 'LAM 3:25-26', 'HEB 12:1'],
  },
  {
    id: 17,
    slug: 'humilite',
    name: 'Humilité',
    description: "S'abaisser devant Dieu et servir les autres, comme le Christ.",
    symbol: 'basin',
    references: ['MIC 6:8', 'PHP 2:3-4', 'PHP 2:5-8', 'JAS 4:10', '1PE 5:5-6', 'PRO 22:4', 'MAT 5:3', 'PRO 11:2', 'MAT 23:12', 'EPH 4:2', 'PRO 16:18', 'MAT 11:29', 'JHN 13:14-15', 'COL 3:12'],
  },
  {
    id: 18,
    slug: 'justice',
    name: 'Justice',
    description: 'Pratiquer la justice, et la justice que Dieu donne par la foi.',
    symbol: 'scales',
    references: ['AMO 5:24', 'MAT 5:6', 'MAT 6:33', 'PSA 89:15', 'ISA 1:17', 'PRO 21:3', 'ROM 3:21-22', 'PSA 11:7', 'DEU 16:20', 'PRO 31:8-9', 'ISA 32:17', '2CO 5:21', 'PSA 37:5-6'],
  },
  {
    id: 19,
    slug: 'vie-eternelle',
    name: 'Vie éternelle',
    description: 'Celui qui croit au Fils a la vie éternelle.',
    symbol: 'tree',
    references: ['JHN 3:36', 'JHN 11:25-26', 'ROM 6:23', '1JN 5:11-13', 'JHN 10:27-28', 'JHN 17:3', 'JHN 5:24', '1CO 15:54-55', 'REV 21:3-4', 'TIT 3:7', 'DAN 12:2', 'JHN 14:2-3', '2CO 4:17-18'],
  },
  {
    id: 20,
    slug: 'saint-esprit',
    name: 'Saint-Esprit',
    description: "L'Esprit promis, consolateur, qui conduit dans toute la vérité.",
    symbol: 'flame',
    references: ['ACT 1:8', 'JHN 14:16-17', 'JHN 14:26', 'ACT 2:1-4', 'GAL 5:22-23', 'ROM 8:26', 'JOL 3:1', '1CO 6:19', 'ROM 8:14-16', 'EZK 36:26-27', 'JHN 16:13', 'EPH 4:30', 'ACT 2:38'],
  },
  {
    id: 21,
    slug: 'creation',
    name: 'Création',
    description: 'Au commencement, Dieu créa les cieux et la terre.',
    symbol: 'stars',
    references: ['GEN 1:1', 'GEN 1:27', 'GEN 1:31', 'PSA 19:2', 'PSA 8:4-5', 'PSA 104:24', 'JHN 1:3', 'COL 1:16', 'ROM 1:20', 'HEB 11:3', 'PSA 139:13-14', 'ISA 40:26', 'PSA 24:1', 'PSA 33:6'],
  },
  {
    id: 22,
    slug: 'providence',
    name: 'Providence',
    description: 'Dieu pourvoit : le pain de chaque jour et tout ce dont nous avons besoin.',
    symbol: 'wheat',
    references: ['PHP 4:19', 'MAT 6:31-33', 'PSA 23:1', 'MAT 6:26', 'MAT 6:11', 'GEN 22:14', 'PSA 37:25', 'PSA 34:11', 'MAT 7:11', 'PSA 145:15-16', 'PSA 84:12', 'ROM 8:28'],
  },
  {
    id: 23,
    slug: 'obeissance',
    name: 'Obéissance',
    description: 'Écouter la Parole et la mettre en pratique.',
    symbol: 'tablets',
    references: ['JHN 14:15', '1SA 15:22', 'JAS 1:22', 'DEU 28:1-2', 'JHN 14:21', '1JN 5:3', 'ACT 5:29', 'LUK 11:28', 'DEU 10:12-13', 'ROM 12:1-2', 'MAT 7:24', 'JOS 1:8', 'ECC 12:15'],
  },
  {
    id: 24,
    slug: 'reconnaissance',
    name: 'Reconnaissance',
    description: 'Rendre grâces en toutes choses.',
    symbol: 'cup',
    references: ['1TH 5:18', 'PSA 107:1', 'COL 3:17', 'PSA 103:2', 'EPH 5:20', 'PSA 136:1', 'COL 2:6-7', '2CO 9:15', 'PSA 118:1', 'HEB 12:28', 'PSA 9:2', 'LUK 17:15-16', 'PSA 23:5'],
  },
];
