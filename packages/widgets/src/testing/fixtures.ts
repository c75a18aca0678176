/** The recorded API answers (see stories/fixtures/record.ts), for tests. */
export { fixtures, searchKey } from '../../../../stories/fixtures/index.js';
