/**
 * @parole/widgets/testing: what stories and tests of every package use to
 * show the widgets without a server: the recordings of the real API, the
 * one fake client that answers from them, the SearchBox's state held as a
 * host holds it, and stand-ins that replace widgets in the host's tests. Not
 * part of the published library.
 */
export { abortable, fakeClient } from './fake-client.js';
export type { FakeClient } from './fake-client.js';
export { recorded, recordings, refusalOf, requestOf } from './recordings.js';
export type { Recording } from './recordings.js';
export { rendersOf, replaceWithStandIns } from './stand-ins.js';
export type { Renders, StandInDraws } from './stand-ins.js';
export { previewFromRecordings } from './tagger.js';
