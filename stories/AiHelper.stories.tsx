import type { Meta, StoryObj } from '@storybook/react-vite';
import { aiFailureDetail, buildAiRequest, CONTRACT_MESSAGES, REFUSALS, type AiOptionId, type AiResponse } from '@parole/bible';
import { AiHelperView, INITIAL_AI_FORM, type AiHelperViewProps } from '@parole/widgets';
import { recorded, refusalOf } from '@parole/widgets/testing';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { CHURCH, CHURCH_DARK, DARK, LOADING, PHONE, allStates, noControl, ready, spies } from './support.js';

/**
 * The reading page's AI helper section in every state. AiHelperView renders
 * props only; the widget that asks is `AiHelper`, shown by the site to
 * logged-in users.
 *
 * What comes from recordings of our real API (scripts/record-fixtures.ts): the server's AI
 * setup (GET /api/info), the answers, their token counts, the failure and
 * the budget refusal. The answers were recorded from our route against the
 * loopback stand-in provider of the API's tests (no real provider can be
 * asked here), so their markdown is the stand-in's, and says so. The
 * recorded /api/info comes from a server without a provider key; the
 * configured states set `configure` to true, the only field changed.
 */
const info = recorded('info', {}).ia;
const CONFIGURED = ready({ ...info, configure: true });
const MODEL = info.modele;

/** The request the section sends for `option` on Jean 3 (`chapter` 0: the whole book of Jean). */
const requestOf = (option: AiOptionId, chapter = 3) => ({
  book: 43,
  chapter,
  prompt: buildAiRequest(option, { book: 43, chapter, year: 2026 })!,
  maxTokens: 600,
  model: MODEL,
});

const answered = (answer: AiResponse): Pick<AiHelperViewProps, 'outcome' | 'tokens'> => ({
  outcome: { status: 'answer', markdown: answer.response },
  tokens: { prompt: answer.promptTokens, completion: answer.completionTokens, total: answer.totalTokens },
});

const summary = recorded('aiRequest', requestOf(1));
/** The recorded answer on Jean 3 as it stands while the model writes it: a heading, a paragraph, a quote begun. */
const summaryBegun = summary.response.slice(0, summary.response.indexOf(' afin que'));
const plan = recorded('aiRequest', requestOf(12, 0));
/** What the section shows of a failure: the server's message without the spec's text, which it writes itself with the link. */
const failure = aiFailureDetail(refusalOf('aiRequest', requestOf(2))!.message);
const budget = refusalOf('aiRequest', requestOf(3))!.message;

const form = (option: AiOptionId | null, more: Partial<typeof INITIAL_AI_FORM> = {}) => ({ ...INITIAL_AI_FORM, option, ...more });

const meta = {
  title: 'Widgets/AiHelper',
  component: AiHelperView,
  args: {
    book: 43,
    chapter: 3,
    setup: CONFIGURED,
    form: form(1),
    selectionReference: null,
    loading: null,
    outcome: { status: 'idle' },
    tokens: null,
    ...spies('onFormChange', 'onAsk', 'onStop', 'onRetrySetup'),
  },
  argTypes: noControl('setup', 'form', 'outcome', 'tokens'),
} satisfies Meta<typeof AiHelperView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server has no provider key: the section says so and offers nothing to ask. */
export const NotConfigured: Story = {
  args: { setup: ready(info) },
};

/** The server's AI setup on its way. */
export const SetupLoading: Story = {
  args: { setup: LOADING },
};

/** Nothing chosen yet: "Help (c:chap)" would answer "Incorrect selection !". */
export const Idle: Story = {
  args: { form: form(null) },
};

/** Option 1: the summary's word count, 100 by default. */
export const Summary: Story = {};

/** "Help (c:chap)" pressed: its loading flag, the other button unavailable. */
export const LoadingChapter: Story = {
  args: { loading: 'chapter' },
};

/** "Help (c:livre)" pressed: the flag is on that button. */
export const LoadingBook: Story = {
  args: { loading: 'book' },
};

/** The recorded answer on Jean 3 (markdown) and its token counts in thousands. */
export const Answer: Story = {
  args: answered(summary),
};

/**
 * The recorded answer on Jean 3 as it is written (streamed): the words so
 * far, the region busy (not read word by word), « Réponse en cours… » and
 * « Arrêter » beside it; no token counts yet.
 */
export const Streaming: Story = {
  args: { loading: 'chapter', outcome: { status: 'streaming', markdown: summaryBegun } },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Réponse' }).getAttribute('aria-busy')).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: 'Arrêter la réponse' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** The same answer stopped with « Arrêter »: the words received, « Réponse arrêtée. », no counts (the server's are not known here). */
export const Stopped: Story = {
  args: { outcome: { status: 'answer', markdown: summaryBegun, stopped: true } },
};

/** The recorded answer on the whole book (chap 0): a list, a quote, a table, a link. */
export const WholeBookAnswer: Story = {
  args: { form: form(12), ...answered(plan) },
};

/** The provider failed (its 429, recorded): the specification's text with the limits link, then what failed; tokens back to 0. */
export const Failure: Story = {
  args: { form: form(2), outcome: { status: 'error', detail: failure }, tokens: { prompt: 0, completion: 0, total: 0 } },
};

/** The user's daily budget spent (the server's 429, recorded): this site's limit, not the provider's failure, and when it renews. */
export const BudgetSpent: Story = {
  args: {
    form: form(3),
    outcome: { status: 'limited', message: budget, retryAfter: 43_200, receivedAt: Date.UTC(2026, 10, 27, 12, 0) },
    tokens: { prompt: 0, completion: 0, total: 0 },
  },
};

/**
 * A new user whose first question does not fit the day's budget but a shorter answer does
 * (issue 47): what is left, what the chapter takes and the longest answer, with the day's budget
 * under « Tokens max ». The server's message for 2,000 tokens a day and Jean 3 (tests/api/ai.test.ts).
 */
export const BudgetAdvice: Story = {
  args: {
    form: form(2),
    outcome: { status: 'limited', message: REFUSALS.aiBudgetAdvice(2_000, 1_700, 300, false).message, receivedAt: Date.UTC(2026, 10, 27, 12, 0) },
    tokens: { prompt: 0, completion: 0, total: 0 },
    tokensLeft: 2_000,
  },
};

/** Stopped by the reader, with what it counted in the day's budget (issue 47). */
export const StoppedWithCost: Story = {
  args: { outcome: { status: 'answer', markdown: summaryBegun, stopped: true }, counted: 1_912, tokensLeft: 48_088 },
};

/** The provider fell silent mid-answer (issue 47): the words written kept, the failure said below them, and what it counted. */
export const FailedMidAnswer: Story = {
  args: {
    form: form(1),
    outcome: { status: 'error', detail: 'Le fournisseur d’IA n’a pas répondu dans les 60 secondes.', markdown: summaryBegun },
    tokens: { prompt: 0, completion: 0, total: 0 },
    counted: 2_272,
  },
};

/** A table wider than a phone (issue 47): it scrolls sideways in its own box, reached by the keyboard, under a hint; its cells wrap between words. */
export const MobileWideTable: Story = {
  args: {
    form: form(2),
    outcome: {
      status: 'answer',
      markdown: [
        '| Personnage | Rôle dans le récit | Références principales | Remarque |',
        '|---|---|---|---|',
        '| Jean-Baptiste | Précurseur annonçant la venue du Messie | Matthieu 3:1-12 ; Jean 1:19-34 | Baptise dans le Jourdain |',
        '| Nicodème | Pharisien venu de nuit interroger Jésus | Jean 3:1-21 ; Jean 19:39 | Apporte la myrrhe |',
      ].join('\n'),
    },
  },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Tableau : faites-le défiler sur le côté' });
    await expect(box.getAttribute('tabindex')).toBe('0');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  },
};

/** The view with its limit received as it is first drawn: the wait then counts down from its whole length. */
function RefusedNow(props: AiHelperViewProps) {
  const [receivedAt] = useState(() => Date.now());
  return <AiHelperView {...props} outcome={props.outcome.status === 'limited' ? { ...props.outcome, receivedAt } : props.outcome} />;
}

/**
 * The user's requests of the minute used up (the server's 429): this site's limit, and in how many
 * seconds to ask again, counted down each second from when the story opens (issue 47).
 */
export const TooManyRequests: Story = {
  args: {
    form: form(3),
    outcome: { status: 'limited', message: CONTRACT_MESSAGES.aiTooManyRequests, retryAfter: 42, receivedAt: 0 },
    tokens: { prompt: 0, completion: 0, total: 0 },
  },
  render: (args) => <RefusedNow {...args} />,
  play: async ({ canvasElement }) => {
    const wait = within(canvasElement).getByText(/^Vous pourrez redemander dans /);
    // « 42 s » on one line: a no-break space (the text as written, not as testing-library's matcher folds it).
    await expect(wait.textContent).toMatch(/^Vous pourrez redemander dans \d+\u00a0s\.$/);
    await expect(wait.getAttribute('aria-live')).toBe('off');
  },
};

/** The wait after this site's limit is over: said once, in a status (issue 47). */
export const AskAgain: Story = {
  args: {
    form: form(3),
    outcome: { status: 'limited', message: CONTRACT_MESSAGES.aiTooManyRequests, retryAfter: 42, receivedAt: Date.UTC(2026, 10, 27, 12, 0) },
    tokens: { prompt: 0, completion: 0, total: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vous pouvez redemander maintenant.').getAttribute('role')).toBe('status');
  },
};

/**
 * A question given back after the session expired and the user logged in again (issue 47): its
 * choices as they were, the button that asked in view and focused; one tap sends it.
 */
export const QuestionReady: Story = {
  args: {
    form: form(100, { freeText: 'Que veut dire naître de nouveau ?', maxTokens: '300' }),
    questionReady: { scope: 'chapter' },
  },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Help (c:chap)' });
    await expect(canvasElement.ownerDocument.activeElement).toBe(button);
  },
};

/** No option: "Incorrect selection !", the option list marked with its own message; nothing asked. */
export const IncorrectSelection: Story = {
  args: { form: form(null), outcome: { status: 'invalid', field: 'option', problem: 'noOption' }, tokens: { prompt: 0, completion: 0, total: 0 } },
};

/** An answer's length out of bounds (4001): the spec's text, and « Tokens max » marked with what it takes. */
export const IncorrectLength: Story = {
  args: { form: form(1, { maxTokens: '4001' }), outcome: { status: 'invalid', field: 'maxTokens', problem: 'maxTokens' }, tokens: { prompt: 0, completion: 0, total: 0 } },
};

/** Option 7 without a selection: how to select; "Help (c:livre)" hidden. */
export const VerseAnalysisWithoutSelection: Story = {
  args: { form: form(7) },
};

/** Option 7 with the reader's selection. */
export const VerseAnalysisWithSelection: Story = {
  args: { form: form(7), selectionReference: 'Jean 3:16-18' },
};

/** Option 9: a character, or the text's main one. */
export const Character: Story = {
  args: { form: form(9, { character: 'Nicodème' }) },
};

/** Option 100 ("Autre"): the reader's own request, with the whole Bible and references. */
export const FreeRequest: Story = {
  args: { form: form(100, { freeText: 'Que dit la Bible de la nouvelle naissance ?', wholeBible: true }) },
};

/** Phone width, with an answer. */
export const Mobile: Story = {
  args: answered(summary),
  globals: PHONE,
};

/** Phone width, the answer being written: « Arrêter » within the card, under « Réponse en cours… » if need be. */
export const MobileStreaming: Story = {
  args: { loading: 'chapter', outcome: { status: 'streaming', markdown: summaryBegun } },
  globals: PHONE,
};

/** Phone width, option 7 chosen (the longest label) and the answer coming: every control within the card. */
export const MobileLongOption: Story = {
  args: { form: form(7), selectionReference: 'Jean 3:16-18', loading: 'chapter' },
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...WholeBookAnswer, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...WholeBookAnswer, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...WholeBookAnswer, globals: CHURCH_DARK };

/** Several states side by side, for visual review. */
export const AllStates: Story = {
  render: allStates(AiHelperView, [
    ['not configured', { setup: ready(info) }],
    ['idle', { form: form(null) }],
    ['loading (chapter)', { loading: 'chapter' }],
    ['loading (book)', { loading: 'book' }],
    ['streaming', { loading: 'chapter', outcome: { status: 'streaming', markdown: summaryBegun } }],
    ['answer', answered(summary)],
    ['stopped', { outcome: { status: 'answer', markdown: summaryBegun, stopped: true } }],
    ['failure', { outcome: { status: 'error', detail: failure }, tokens: { prompt: 0, completion: 0, total: 0 } }],
    ['failed mid-answer', { outcome: { status: 'error', detail: failure, markdown: summaryBegun }, tokens: { prompt: 0, completion: 0, total: 0 }, counted: 2_272 }],
    ['stopped, with its cost', { outcome: { status: 'answer', markdown: summaryBegun, stopped: true }, counted: 1_912 }],
    ['budget advice', { outcome: { status: 'limited', message: REFUSALS.aiBudgetAdvice(2_000, 1_700, 300, false).message, receivedAt: 0 }, tokensLeft: 2_000 }],
    ['incorrect selection', { form: form(null), outcome: { status: 'invalid', field: 'option', problem: 'noOption' } }],
    ['incorrect length', { form: form(1, { maxTokens: '0' }), outcome: { status: 'invalid', field: 'maxTokens', problem: 'maxTokens' } }],
    ['limit of the site', { outcome: { status: 'limited', message: CONTRACT_MESSAGES.aiTooManyRequests, retryAfter: 42, receivedAt: Date.now() } }],
    ['option 7, no selection', { form: form(7) }],
    ['option 7, selection', { form: form(7), selectionReference: 'Jean 3:16-18' }],
    ['option 100', { form: form(100, { freeText: 'Qui était Nicodème ?' }) }],
  ]),
};
