/**
 * The AI section's behaviour (spec, sections 4, 5 and 8), as the props of
 * AiHelperView: the server's AI setup (GET /api/info: configured, models,
 * limits page), the form, the request built from the option
 * (@parole/bible's buildAiRequest), one call at a time with a loading flag
 * on the button pressed, the answer cleared on a new request, and the
 * outcome: the answer as it is written (streamed, issue 28), then with its
 * token counts, or stopped by the reader; the failure with the counts back
 * to 0, this site's own limit with when to ask again, or "Incorrect
 * selection !" naming the field at fault, without asking anything.
 */
import {
  AI_CLIENT_TIMEOUT_MS,
  AI_DEFAULT_MAX_TOKENS,
  AI_DEFAULT_SUMMARY_WORDS,
  AI_CHARACTER_MAX_LENGTH,
  AI_FREE_TEXT_MAX_LENGTH,
  maxTokensParam,
  AI_SUMMARY_WORDS,
  aiFailureDetail,
  buildAiRequest,
  DEFAULT_TRANSLATION,
  formatVerseSelection,
  getBook,
  type AiInfo,
  type AiOptionId,
  type AiTokenCounts,
  type api,
  type RouteInput,
} from '@parole/bible';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiAction } from '../api/useApiAction.js';
import { useApiResource, viewOf, type ViewState } from '../api/useApiResource.js';
import { useAiBudget } from './useAiBudget.js';

export interface AiHelperProps {
  /** Book number, 1-66. */
  book: number;
  /** The chapter shown: "Help (c:chap)" asks about it, "Help (c:livre)" about the whole book. */
  chapter: number;
  /**
   * The translation read (issue 41), its id (`darby`), in whose numbering
   * `chapter` is: the one the server's prompt names and quotes. Louis Segond
   * 1910 when absent.
   */
  translation?: string;
  /** The reader's selected verses in that chapter (option 7 needs some). */
  selection?: readonly number[];
  /** Option 13's year; the visitor's current year by default. */
  year?: number;
  /** The level of the section's heading (2 by default); the answer's headings follow it. */
  headingLevel?: 2 | 3 | 4;
  /**
   * A question to give back (issue 47: the one asked when the session
   * ended, after the login): its choices replace the form's, and the
   * section is brought into view with the focus on the button that asked,
   * so that one tap sends it. Never sent by itself. Each new object is given
   * back once.
   */
  resume?: AiQuestion;
  /** Called with the question as the reader asks it (valid, about to be sent): what `resume` may give back later. */
  onQuestion?: (question: AiQuestion) => void;
}

/** What the reader fills in. Numbers are kept as typed: a field being edited may be empty for a moment. */
export interface AiHelperForm {
  option: AiOptionId | null;
  /** Option 1. */
  summaryWords: string;
  /** Option 9 (empty: the main character). */
  character: string;
  /** Option 100. */
  freeText: string;
  /** Option 100: "whole Bible and references". */
  wholeBible: boolean;
  /** Null: the server's default model. */
  model: string | null;
  maxTokens: string;
}

export const INITIAL_AI_FORM: AiHelperForm = {
  option: null,
  summaryWords: String(AI_DEFAULT_SUMMARY_WORDS),
  character: '',
  freeText: '',
  wholeBible: false,
  model: null,
  maxTokens: String(AI_DEFAULT_MAX_TOKENS),
};

/** A question as the reader set it: the form's choices and the button pressed (issue 47). */
export interface AiQuestion {
  form: AiHelperForm;
  scope: AiScope;
}

/** What POST /api/oairequest sends. */
type AiRequestInput = RouteInput<typeof api.aiRequest>;

/** Which button asked: the chapter shown, or the whole book (chap 0). */
export type AiScope = 'chapter' | 'book';

/** The section's fields a refusal can point at. */
export type AiField = 'option' | 'summaryWords' | 'character' | 'freeText' | 'model' | 'maxTokens';

/** What the answer area shows. */
export type AiOutcome =
  | { status: 'idle' }
  /** spec, sections 5 and 8: "Incorrect selection !", nothing asked; `field` is at fault, `problem` says why (ai/messages.ts). */
  | { status: 'invalid'; field: AiField; problem: AiProblem }
  /** The answer's words so far, while the model writes them: the request is in flight. */
  | { status: 'streaming'; markdown: string }
  /**
   * The answer, whole; or, `stopped`, the words received before the reader
   * stopped it (« Arrêter »), perhaps none.
   */
  | { status: 'answer'; markdown: string; stopped?: boolean }
  /**
   * The failure text with the limits link, then `detail` (the server's French
   * message); `markdown`, the words a provider wrote before it failed
   * mid-answer, kept above it (issue 47).
   */
  | { status: 'error'; detail: string; markdown?: string }
  /**
   * This site's own limit (429: the user's requests per minute or daily
   * budget), not the provider's failure: the server's message, and when to
   * ask again when the answer said (Retry-After, in seconds from `receivedAt`,
   * ms since the epoch).
   */
  | { status: 'limited'; message: string; retryAfter?: number; receivedAt: number };

/** Why a field was refused: each has its French text in ai/messages.ts. */
export type AiProblem = 'noOption' | 'noSelection' | 'summaryWords' | 'character' | 'freeText' | 'model' | 'maxTokens';

export interface AiTokens {
  prompt: number;
  completion: number;
  total: number;
}

export interface AiHelperViewProps {
  book: number;
  chapter: number;
  /** The server's AI setup: loading, failed, or its models and limits page (`configure` false: not configured). */
  setup: ViewState<AiInfo>;
  onRetrySetup?: () => void;
  form: AiHelperForm;
  onFormChange?: (patch: Partial<AiHelperForm>) => void;
  /** Option 7's selection as a reference ("Jean 3:16-18"), null when nothing is selected. */
  selectionReference: string | null;
  /** The button whose request is in flight (spec: "a loading flag per button"). */
  loading: AiScope | null;
  outcome: AiOutcome;
  /**
   * The last request's counts: an answer's, or 0 after a failure; null
   * before any, while an answer is written, and after a stopped one (the
   * server counts what was written, but the stream closed before it said).
   */
  tokens: AiTokens | null;
  onAsk?: (scope: AiScope) => void;
  /** Stops the answer in flight (« Arrêter »): its request is aborted, the words received are kept. */
  onStop?: () => void;
  /** The user's AI budget left today (GET /api/oaibudget), beside « Tokens max »; null while unknown (issue 47). */
  tokensLeft?: number | null;
  /** What the last request counted in the day's budget, after a stop or a failure; null otherwise (issue 47). */
  counted?: number | null;
  /**
   * A question given back (AiHelperProps' `resume`), ready to send: the
   * section is brought into view and the button of `scope` focused, once
   * per object (issue 47).
   */
  questionReady?: { scope: AiScope } | null;
  headingLevel?: 2 | 3 | 4;
}

const ZERO: AiTokens = { prompt: 0, completion: 0, total: 0 };

/** The words of an answer being streamed, shown once per frame rather than once per piece. */
interface Stream {
  text: string;
  /** Cancels the frame that will show the words received, when one is due. */
  cancelFrame: (() => void) | null;
}

/** Calls `show` at the next frame (or soon, without frames); returns what cancels it. */
function onNextFrame(show: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(show);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(show, 16);
  return () => clearTimeout(timer);
}

/** A whole number of `text` within [min, max], or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The first field of the form that makes a request impossible, in the
 * form's order, and why; null when it can be asked. The same rules as
 * buildAiRequest's, told field by field.
 * @example refusedField({ ...INITIAL_AI_FORM, option: 1, maxTokens: '0' }, { verses: undefined, models: ['m'] }) // { field: 'maxTokens', problem: 'maxTokens' }
 */
export function refusedField(
  form: AiHelperForm,
  { verses, models, defaultModel }: { verses: readonly number[] | undefined; models: readonly string[]; defaultModel?: string },
): { field: AiField; problem: AiProblem } | null {
  if (form.option === null) return { field: 'option', problem: 'noOption' };
  if (form.option === 1 && wholeNumber(form.summaryWords, AI_SUMMARY_WORDS.min, AI_SUMMARY_WORDS.max) === null) {
    return { field: 'summaryWords', problem: 'summaryWords' };
  }
  if (form.option === 7 && !verses) return { field: 'option', problem: 'noSelection' };
  if (form.option === 9 && form.character.replace(/\s+/g, ' ').trim().length > AI_CHARACTER_MAX_LENGTH) return { field: 'character', problem: 'character' };
  if (form.option === 100 && (form.freeText.trim() === '' || form.freeText.trim().length > AI_FREE_TEXT_MAX_LENGTH)) {
    return { field: 'freeText', problem: 'freeText' };
  }
  if (!models.includes(form.model ?? defaultModel ?? '')) return { field: 'model', problem: 'model' };
  if (maxTokensParam.parse(form.maxTokens.trim()) === null) return { field: 'maxTokens', problem: 'maxTokens' };
  return null;
}

/**
 * Every behaviour of the AI section, as AiHelperView's props.
 * @example const props = useAiHelper({ book: 43, chapter: 3, selection: [16] });
 */
export function useAiHelper({ book, chapter, translation, selection, year, headingLevel, resume, onQuestion }: AiHelperProps): AiHelperViewProps {
  const info = useApiResource('info', {});
  const { state: infoState, onRetry: onRetrySetup } = viewOf(info);
  const setup: ViewState<AiInfo> = infoState.status === 'ready' ? { status: 'ready', data: infoState.data.ia } : infoState;

  const [form, setForm] = useState<AiHelperForm>(INITIAL_AI_FORM);
  const onFormChange = useCallback((patch: Partial<AiHelperForm>) => setForm((f) => ({ ...f, ...patch })), []);
  // A question given back (issue 47): its choices, ready to send; the view brings its button into view.
  const [questionReady, setQuestionReady] = useState<{ scope: AiScope } | null>(null);
  useEffect(() => {
    if (!resume) return;
    setForm({ ...INITIAL_AI_FORM, ...resume.form });
    setQuestionReady({ scope: resume.scope });
  }, [resume]);
  const [outcome, setOutcome] = useState<AiOutcome>({ status: 'idle' });
  const [tokens, setTokens] = useState<AiTokens | null>(null);
  const configured = setup.status === 'ready' && setup.data.configure;
  const { tokensLeft, budget, readBudget, countSince } = useAiBudget(configured);
  const [counted, setCounted] = useState<number | null>(null);
  /** The day's tokens counted when the request in flight was asked: what it counted is the difference once it has ended. */
  const usedBefore = useRef<number | null>(null);
  /** After a stop or a failure: the day read again, and what the request counted said (issue 47). */
  const sayCounted = useCallback(() => {
    const before = usedBefore.current;
    usedBefore.current = null;
    void countSince(before).then(setCounted);
  }, [countSince]);
  // The answer streamed (issue 28): its words gathered as they come and shown at most once a frame,
  // so that a fast stream does not render the section once per piece.
  const stream = useRef<Stream | null>(null);
  /** Ends the stream in progress (its frame cancelled); its words. */
  const endStream = useCallback((): string => {
    const current = stream.current;
    stream.current = null;
    current?.cancelFrame?.();
    return current?.text ?? '';
  }, []);
  const asking = useApiAction((client, { request }: { scope: AiScope; request: AiRequestInput }, { signal }) => {
    const current: Stream = { text: '', cancelFrame: null };
    stream.current = current;
    const show = () => {
      current.cancelFrame = null;
      if (stream.current !== current) return;
      setOutcome({ status: 'streaming', markdown: current.text });
      // The previous answer's counts go with it; this one's come at its end.
      setTokens(null);
    };
    const onDelta = (text: string) => {
      if (signal.aborted || stream.current !== current) return;
      current.text += text;
      current.cancelFrame ??= onNextFrame(show);
    };
    // The timeout is the longest silence of the stream, before its first words or between two pieces.
    return client.aiStream(request, { onDelta }, { signal, timeout: AI_CLIENT_TIMEOUT_MS });
  });
  const { run, abort } = asking;

  // Another chapter, or another translation: the answer was about the previous one. Its request is dropped.
  useEffect(() => {
    setOutcome({ status: 'idle' });
    setTokens(null);
    setCounted(null);
    return () => {
      endStream();
      abort();
    };
  }, [book, chapter, translation, abort, endStream]);

  // « Arrêter »: the request aborted (the server stops the provider and counts what was written),
  // the words received kept, marked as stopped; their count unknown here.
  const onStop = useCallback(() => {
    if (!stream.current) return;
    const markdown = endStream();
    abort();
    setOutcome({ status: 'answer', markdown, stopped: true });
    setTokens(null);
    sayCounted();
  }, [abort, endStream, sayCounted]);

  const verses = selection && selection.length > 0 ? selection : undefined;
  const selectionReference = verses ? `${getBook(book)?.name ?? book} ${chapter}:${formatVerseSelection(verses)}` : null;
  const aiInfo = setup.status === 'ready' ? setup.data : null;

  const onAsk = useCallback(
    async (scope: AiScope) => {
      if (asking.pending || !aiInfo?.configure) return; // one request at a time
      // spec, section 4: the answer is cleared on a new request.
      setOutcome({ status: 'idle' });
      setCounted(null);
      const askedChapter = scope === 'book' ? 0 : chapter;
      const refused = refusedField(form, { verses, models: aiInfo.modeles, defaultModel: aiInfo.modele });
      const prompt = buildAiRequest(form.option, {
        book,
        chapter: askedChapter,
        translation,
        verses,
        summaryWords: wholeNumber(form.summaryWords, 0, Number.MAX_SAFE_INTEGER) ?? Number.NaN,
        character: form.character,
        freeText: form.freeText,
        wholeBible: form.wholeBible,
        year: year ?? new Date().getFullYear(),
      });
      // The contract's own reading of `maxtokens`: what the server would refuse is refused here.
      const maxTokens = maxTokensParam.parse(form.maxTokens.trim());
      const model = form.model ?? aiInfo.modele;
      if (refused !== null || prompt === null || maxTokens === null) {
        setOutcome({ status: 'invalid', ...(refused ?? { field: 'option', problem: 'noOption' }) });
        // spec, sections 4 and 8: a request that fails resets the counts, a refused one too.
        setTokens(ZERO);
        return;
      }
      onQuestion?.({ form, scope });
      // Segond's request as it always was: no `traduction` for the default.
      const asked = translation === DEFAULT_TRANSLATION ? undefined : translation;
      usedBefore.current = (await budget())?.utilises ?? null;
      const result = await run({ scope, request: { book, chapter: askedChapter, prompt, maxTokens, model, translation: asked } });
      // Stopped, or another chapter: that already decided what shows.
      if (result.status === 'aborted' || result.status === 'busy' || !stream.current) return;
      const markdown = endStream();
      if (result.status === 'success') {
        const counts: AiTokenCounts = result.data;
        setOutcome({ status: 'answer', markdown });
        setTokens({ prompt: counts.promptTokens, completion: counts.completionTokens, total: counts.totalTokens });
        usedBefore.current = null;
        void readBudget();
      } else {
        const { error } = result;
        // 429 is only ever this site's own limit: the provider's are a 502 with their own detail (docs/decisions/ai.md).
        if (error.kind === 'http' && error.status === 429) {
          setOutcome({ status: 'limited', message: error.message, retryAfter: error.retryAfter, receivedAt: Date.now() });
          usedBefore.current = null;
          void readBudget();
        } else {
          // A failure mid-answer keeps the words written above it (issue 47), and says what it counted.
          setOutcome({ status: 'error', detail: aiFailureDetail(error.message), ...(markdown !== '' && { markdown }) });
          sayCounted();
        }
        // spec, sections 4 and 8: a failure resets the token counts to 0.
        setTokens(ZERO);
      }
    },
    [run, endStream, asking.pending, book, chapter, translation, verses, form, year, aiInfo, budget, readBudget, sayCounted, onQuestion],
  );

  const loading = asking.pending ? (asking.variables?.scope ?? null) : null;
  return {
    book,
    chapter,
    setup,
    onRetrySetup,
    form,
    onFormChange,
    selectionReference,
    loading,
    outcome,
    tokens,
    onAsk,
    onStop,
    headingLevel,
    tokensLeft,
    counted,
    questionReady,
  };
}
