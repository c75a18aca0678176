/**
 * Where the AI section moves the focus and the view, and why
 * (docs/decisions/ai.md, "The section" and "In the widget"):
 * - a refusal's field gets the focus, so that the reader is in the field
 *   to correct (its message is said by its aria-describedby);
 * - « Arrêter » gone with the focus on it (pressed, or the answer complete)
 *   hands the focus back to the button that asked, not to the page;
 * - an answer, a failure or a limit arriving below the form, at the foot
 *   of a long chapter, is brought into view, the focus left where it is
 *   (a screen reader hears the status); a streamed answer once, as its
 *   first words arrive: not at each piece, nor at its end.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { AiField, AiOutcome } from './useAiHelper.js';

/**
 * The id of a field of the section whose ids start with `sectionId`: its
 * label's target, and where the focus goes when a refusal points at it.
 * @example fieldId(':r1:', 'maxTokens') // ':r1:-maxTokens'
 */
export const fieldId = (sectionId: string, field: AiField) => `${sectionId}-${field}`;

/**
 * Moves the focus into the field a refusal points at (outcome `invalid`),
 * looked for in `root`, each time a refusal arrives.
 * @example useFocusOnRefusal(form, outcome, sectionId);
 */
export function useFocusOnRefusal(root: RefObject<HTMLElement | null>, outcome: AiOutcome, sectionId: string): void {
  useEffect(() => {
    if (outcome.status !== 'invalid') return;
    root.current?.querySelector<HTMLElement>(`[id="${fieldId(sectionId, outcome.field)}"]`)?.focus();
  }, [outcome, root, sectionId]);
}

/**
 * When the element of `self` goes (or `selector` changes) with the focus on
 * it, the focus goes to the element of `root` that `selector` names, rather
 * than to the page.
 * @example useFocusReturn(stopButton, section, '[data-scope="chapter"]');
 */
export function useFocusReturn(self: RefObject<HTMLElement | null>, root: RefObject<HTMLElement | null>, selector: string): void {
  useLayoutEffect(() => {
    const element = self.current;
    const container = root.current;
    // Runs before React removes the element: the focus is still on it.
    return () => {
      if (element && element.ownerDocument.activeElement === element) container?.querySelector<HTMLElement>(selector)?.focus();
    };
  }, [self, root, selector]);
}

/**
 * Whether the answer area's content has just begun to arrive (and is to be
 * brought into view), from the outcome's status before.
 * @example arrives('streaming', 'idle') // true: the first words
 * @example arrives('answer', 'streaming') // false: the end of what is already in view
 */
export function arrives(status: AiOutcome['status'], before: AiOutcome['status']): boolean {
  if (status === 'answer') return before !== 'streaming';
  return status === 'streaming' || status === 'error' || status === 'limited';
}

/**
 * Brings `area` into view (the nearest edge, smoothly unless the reader
 * prefers less motion) when its content begins to arrive (arrives()).
 * @example useBringIntoView(answerArea, outcome.status);
 */
export function useBringIntoView(area: RefObject<HTMLElement | null>, status: AiOutcome['status']): void {
  const statusBefore = useRef(status);
  useEffect(() => {
    const before = statusBefore.current;
    statusBefore.current = status;
    if (!arrives(status, before)) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    area.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [status, area]);
}
