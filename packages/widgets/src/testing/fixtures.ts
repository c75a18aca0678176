/** The recorded API answers (see stories/fixtures/record.ts), for tests. */
export { fixtures, planKey, searchKey } from '../../../../stories/fixtures/index.js';
