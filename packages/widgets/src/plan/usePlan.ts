import { isValidPlanDate, type PlanResponse } from '@parole/bible';
import { inTranslation } from '../api/translations.js';
import { useApiResource, type ApiResource } from '../api/useApiResource.js';

export type PlanData =
  | ApiResource<PlanResponse>
  /** The date is not one of the year (13/1, 2/30, 29 February of a common year): nothing is asked. */
  | { status: 'invalid' };

export interface UsePlanResult {
  state: PlanData;
  /** Asks again (the error state's "Réessayer"). */
  reload: () => void;
}

const INVALID: PlanData = { status: 'invalid' };

/**
 * Fetches the plan's readings of a date through the injected client and owns
 * the loading, error and data state, like useReader (see useApiResource): the
 * answer is stored with the key of its request, any other key reads as
 * loading, and a superseded request is aborted. A date that is not one of
 * the year is not sent: the state is then `invalid`. The year is always sent,
 * so that the server and the day buttons agree on 28/29 February.
 * The verses are `translation`'s (the default's when absent, issue 41).
 * @example const { state } = usePlan({ month: 1, day: 1, year: 2027 });
 */
export function usePlan({ month, day, year, translation }: { month: number; day: number; year: number; translation?: string }): UsePlanResult {
  return useApiResource('planDay', { month, day, year, ...inTranslation(translation) }, {
    skip: isValidPlanDate(month, day, year) ? null : INVALID,
  });
}
