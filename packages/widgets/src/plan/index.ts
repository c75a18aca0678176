export { Plan, usePlanController } from './Plan.js';
export type { PlanProps } from './Plan.js';
export { PlanView } from './PlanView.js';
export type { PlanAudio, PlanViewProps, PlanViewState } from './PlanView.js';
export { usePlan } from './usePlan.js';
export type { PlanData, UsePlanResult } from './usePlan.js';
export { chapterKey, groupByChapter } from './chapters.js';
export type { PlanChapter } from './chapters.js';
