/** Every translation with a numbering, the default first. Written by `npm run versification`: do not edit. */
import { LSG } from './lsg.js';
import { DARBY } from './darby.js';
import { MARTIN } from './martin.js';

export const NUMBERING_DATA = { lsg: LSG, darby: DARBY, martin: MARTIN } as const;
