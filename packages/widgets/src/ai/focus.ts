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
 *   first words arrive, its start brought up so that it grows on screen
 *   (issue 47): not at each piece, nor at its end; never when the reader
 *   scrolled the page themselves while waiting;
 * - a question given back after a login (issue 47) brings the button that
 *   asked into view, with the focus on it: one tap sends it again.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { AiField, AiOutcome, AiScope } from './useAiHelper.js';

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

/** Whether the reader asks for less motion: the view then jumps rather than glides. */
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The keys that scroll the page when no control has the focus. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * Whether an event is the reader scrolling the page themselves: a wheel, a
 * finger moving, a scrolling key outside a control. A scroll event alone is
 * not: the page's own moves (this file's) make them too.
 * @example readerScrolls(new WheelEvent('wheel')) // true
 */
export function readerScrolls(event: Event): boolean {
  if (event.type === 'wheel' || event.type === 'touchmove') return true;
  if (event.type !== 'keydown') return false;
  const target = event.target as Element | null;
  const inControl = !!target?.closest?.('input, select, textarea, button, a[href], [contenteditable], [role="region"][tabindex]');
  return !inControl && SCROLL_KEYS.has((event as KeyboardEvent).key);
}

/**
 * Brings `area` into view (smoothly unless the reader prefers less motion)
 * when its content begins to arrive (arrives()): a streamed answer's start
 * to the top of the screen, so that it grows on screen (issue 47: on a
 * phone it grew below it, brought in by its nearest edge); a whole
 * answer, a failure or a limit to the nearest edge. Not when the reader,
 * while `asking`, scrolled the page themselves: they are left where they went.
 * @example useBringIntoView(answerArea, outcome.status, loading !== null);
 */
export function useBringIntoView(area: RefObject<HTMLElement | null>, status: AiOutcome['status'], asking: boolean): void {
  const statusBefore = useRef(status);
  const readerScrolled = useRef(false);
  // From the moment it is asked: the reader's own scrolling, whichever way.
  useEffect(() => {
    const win = area.current?.ownerDocument.defaultView;
    if (!asking || !win) return;
    readerScrolled.current = false;
    const onInput = (event: Event) => {
      if (readerScrolls(event)) readerScrolled.current = true;
    };
    const types = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of types) win.addEventListener(type, onInput, { passive: true, capture: true });
    return () => {
      for (const type of types) win.removeEventListener(type, onInput, { capture: true });
    };
  }, [asking, area]);
  useEffect(() => {
    const before = statusBefore.current;
    statusBefore.current = status;
    const element = area.current;
    if (!element || !arrives(status, before) || readerScrolled.current) return;
    // A streamed answer's start to the top (its scroll-margin keeps the status and « Arrêter » in sight): it grows on screen.
    element.scrollIntoView?.({ block: status === 'streaming' ? 'start' : 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [status, area]);
}

/**
 * Once per `ready` object (a question given back, issue 47): brings the
 * button of its scope in `root` into view (the middle of the screen) and
 * puts the focus on it, so that one tap sends the question; the chapter's
 * button when the book's is not there (option 7 hides it).
 * @example useQuestionReady(section, questionReady);
 */
export function useQuestionReady(root: RefObject<HTMLElement | null>, ready: { scope: AiScope } | null | undefined): void {
  const done = useRef<object | null>(null);
  useEffect(() => {
    if (!ready || done.current === ready) return;
    const button =
      root.current?.querySelector<HTMLElement>(`[data-scope="${ready.scope}"]`) ?? root.current?.querySelector<HTMLElement>('[data-scope="chapter"]');
    // Not drawn yet (the server's setup still loading): again when it is.
    if (!button) return;
    done.current = ready;
    button.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    button.focus({ preventScroll: true });
  });
}
