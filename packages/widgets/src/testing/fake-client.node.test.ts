/**
 * The fake client's answer to a request it has no recording for (issue 51):
 * the widgets' own French network error, never the developer's hint in the
 * widget's place; the hint stays, as the error's cause.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { fakeClient } from './fake-client.js';

describe('fakeClient, asked for what was not recorded', () => {
  it('rejects with the widgets’ French network error, the recording hint as its cause', async () => {
    const error = await fakeClient()
      .chapter({ book: 43, chapter: 4 })
      .then(
        () => undefined,
        (rejection: unknown) => rejection as Error,
      );
    expect(error?.message).toBe(messages.api.network);
    expect((error?.cause as Error).message).toMatch(/^fakeClient: no recorded answer for \/api\/lire\/43\/4 /);
  });
});
