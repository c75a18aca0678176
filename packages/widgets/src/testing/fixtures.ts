/** The recorded API answers (see stories/fixtures/record.ts), for tests. */
export { fixtures } from '../../../../stories/fixtures/index.js';
