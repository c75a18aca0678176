/**
 * The admission's decision (ai/admission.ts), which both usage stores run
 * under their lock: the cases at its edges, on plain rows. The stores'
 * contract suite (ai/store.process.test.ts) checks the same rules through SQLite
 * and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { decideAdmission } from './admission.js';

const limits = { requestsPerMinute: 2, dailyTokens: 1_000 };

describe('decideAdmission', () => {
  it('admits a first request: its window counts 1, its reservation and one request are added', () => {
    expect(decideAdmission({ tokens: 0, minute_start: 0, minute_requests: 0 }, { minuteStart: 60_000, reserve: 300 }, limits)).toEqual({
      minuteStart: 60_000,
      minuteRequests: 1,
      addTokens: 300,
      addRequests: 1,
      result: { admitted: true },
    });
  });

  it('counts up in the same window and refuses beyond the limit, counting the refused request but adding nothing', () => {
    const row = { tokens: 300, minute_start: 60_000, minute_requests: 2 };
    expect(decideAdmission(row, { minuteStart: 60_000, reserve: 100 }, limits)).toEqual({
      minuteStart: 60_000,
      minuteRequests: 3,
      addTokens: 0,
      addRequests: 0,
      result: { admitted: false, reason: 'requests' },
    });
  });

  it('counts a request stamped with an earlier window (a clock behind) in the stored, newer one', () => {
    const decision = decideAdmission({ tokens: 0, minute_start: 120_000, minute_requests: 1 }, { minuteStart: 60_000, reserve: 10 }, limits);
    expect([decision.minuteStart, decision.minuteRequests, decision.result]).toEqual([120_000, 2, { admitted: true }]);
  });

  it('refuses a reservation that does not fit in what is left of the day, and admits one that just fits', () => {
    const row = { tokens: 900, minute_start: 0, minute_requests: 0 };
    expect(decideAdmission(row, { minuteStart: 60_000, reserve: 101 }, limits).result).toEqual({ admitted: false, reason: 'budget' });
    expect(decideAdmission(row, { minuteStart: 60_000, reserve: 100 }, limits)).toMatchObject({ addTokens: 100, result: { admitted: true } });
  });

  it('says "requests" rather than "budget" when a request is over both limits', () => {
    const row = { tokens: 1_000, minute_start: 60_000, minute_requests: 2 };
    expect(decideAdmission(row, { minuteStart: 60_000, reserve: 1 }, limits).result).toEqual({ admitted: false, reason: 'requests' });
  });
});
