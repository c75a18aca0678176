import { AI_CLIENT_TIMEOUT_MS, aiFailureMessage, CONTRACT_MESSAGES, type AiResponse, type AiTokenCounts, type InfoResponse } from '@parole/bible';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/support/a11y.js';
import type { RequestOptions } from '../api/client.js';
import { ApiRequestError } from '../api/errors.js';
import { abortable, fakeClient, type FakeClient } from '../testing/fake-client.js';
import { recorded } from '../testing/recordings.js';
import { widgetRenderer } from '../testing/render.js';
import { AiHelper } from './AiHelper.js';
import { INITIAL_AI_FORM } from './useAiHelper.js';
import { renderMarkdown } from './markdown.js';
import { aiMessages as t } from './messages.js';

const renderAi = widgetRenderer(AiHelper, { book: 43, chapter: 3, year: 2026 });

/** The server's /api/info as recorded, with a provider key configured (the recording has none). */
const CONFIGURED: InfoResponse = (() => {
  const info = recorded('info', {});
  return { ...info, ia: { ...info.ia, configure: true } };
})();

const ANSWER: AiResponse = {
  response: '## Résumé\n\nJésus parle avec **Nicodème** de la nouvelle naissance.',
  promptTokens: 1_532,
  completionTokens: 418,
  totalTokens: 1_950,
};

type Call = {
  input: unknown;
  options?: RequestOptions;
  /** Hands the answer's next words, as the stream's `delta`. */
  delta(text: string): void;
  /** Ends the answer with its counts, as the stream's `done`. */
  done(counts: AiTokenCounts): void;
  /** The whole answer at once: its markdown as one piece, then its counts (as the client reads a JSON answer). */
  resolve(answer: AiResponse): void;
  reject(error: unknown): void;
};

/**
 * A client with the AI configured whose aiStream waits for the test to
 * answer each call, piece by piece or whole; like the real client, it hands
 * nothing on once the call is aborted, and then rejects as canceled.
 */
function aiClient(): FakeClient & { pending: Call[] } {
  const pending: Call[] = [];
  const client = fakeClient({
    info: async () => structuredClone(CONFIGURED),
    aiStream: (input, { onDelta }, options) => {
      const live = () => !options?.signal?.aborted;
      const answer = new Promise<AiTokenCounts>((resolve, reject) => {
        pending.push({
          input,
          options,
          delta: (text) => live() && onDelta(text),
          done: resolve,
          resolve: ({ response, ...counts }) => {
            if (live()) onDelta(response);
            resolve(counts);
          },
          reject,
        });
      });
      return abortable(answer, options?.signal);
    },
  });
  return Object.assign(client, { pending });
}

/** The answer's HTML as the section draws it: its blocks' HTML one after the other (each block has a box of its own). */
const drawnHtml = (answer: HTMLElement) => [...answer.firstElementChild!.children].map((block) => block.innerHTML).join('');

/** HTML as the document writes it back (its own quoting of text and attributes). */
function asDocumentWrites(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function setup(props: Parameters<typeof renderAi>[0] = {}) {
  const client = aiClient();
  const view = renderAi(props, client);
  const chapterButton = () => screen.getByRole('button', { name: /^Help \(c:chap\)/ });
  const bookButton = () => screen.queryByRole('button', { name: /^Help \(c:livre\)/ });
  const chooseOption = async (label: RegExp) => view.user.selectOptions(screen.getByLabelText(t.option), screen.getByRole('option', { name: label }));
  const aiCalls = () => client.calls.filter((c) => c.startsWith('POST /api/oairequest'));
  /** Option 2 asked about the chapter and answered: the state a later request starts from. */
  const answerFirst = async () => {
    await screen.findByLabelText(t.option);
    await chooseOption(/^2\./);
    await view.user.click(chapterButton());
    client.pending[0].resolve(ANSWER);
    await screen.findByRole('region', { name: t.answer });
  };
  return { ...view, client, chapterButton, bookButton, chooseOption, aiCalls, answerFirst };
}

describe('AiHelper', () => {
  describe('given a server without a provider key', () => {
    it('says the helper is not configured, and offers nothing to ask', async () => {
      renderAi({}, fakeClient());
      expect(await screen.findByText(CONTRACT_MESSAGES.aiNotConfigured)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Help/ })).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    });
  });

  describe('given a configured server', () => {
    it('offers options 1-13, 20 and 100, the models with the default chosen, 600 tokens, and both buttons', async () => {
      const { chapterButton, bookButton } = setup();
      const option = await screen.findByLabelText(t.option);
      expect(within(option).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Choisir une option…',
        '1. Résumé',
        '2. Personnages et leurs rôles',
        '3. Ce que le texte dit de Dieu et de l’homme',
        '4. Leçons pour moi et pour mon Église',
        '5. Dix questions et réponses',
        '6. Les dix thèmes principaux',
        '7. Analyse du verset ou du passage sélectionné dans toute la Bible',
        '8. Contexte historique et géographique',
        '9. Faits marquants sur un personnage',
        '11. Ambition de l’auteur et enjeux, avec analyse critique',
        '12. Plan du texte',
        '13. Leçons pour la vie quotidienne cette année',
        '20. Grille d’étude approfondie en huit parties',
        '100. Autre',
      ]);
      const model = screen.getByLabelText(t.model) as HTMLSelectElement;
      expect(model.value).toBe('openai/gpt-oss-120b');
      expect(within(model).getAllByRole('option')).toHaveLength(CONFIGURED.ia.modeles.length);
      expect((screen.getByLabelText(t.maxTokens) as HTMLInputElement).value).toBe('600');
      expect(chapterButton()).toBeTruthy();
      expect(bookButton()).toBeTruthy();
    });

    it('says “Incorrect selection !” without an option, and asks nothing', async () => {
      const { user, chapterButton, aiCalls } = setup();
      await screen.findByLabelText(t.option);
      await user.click(chapterButton());
      expect(within(screen.getByRole('alert')).getByText('Incorrect selection !')).toBeTruthy();
      expect(aiCalls()).toEqual([]);
    });

    it('asks about the chapter with the summary’s 100 words by default, shows the loading flag on that button only, then the answer and its tokens in thousands', async () => {
      const { user, client, chapterButton, bookButton, chooseOption } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^1\. Résumé/);
      expect((screen.getByLabelText(t.summaryWords) as HTMLInputElement).value).toBe('100');
      await user.click(chapterButton());

      expect(client.pending).toHaveLength(1);
      expect(client.pending[0].input).toEqual({
        book: 43,
        chapter: 3,
        prompt: 'Résume ce chapitre (Jean 3) en 100 mots environ.',
        maxTokens: 600,
        model: 'openai/gpt-oss-120b',
      });
      expect(client.pending[0].options?.timeout).toBe(AI_CLIENT_TIMEOUT_MS);
      expect(chapterButton().getAttribute('aria-busy')).toBe('true');
      expect(chapterButton().textContent).toContain(t.busySuffix.trim());
      expect(bookButton()!.getAttribute('aria-busy')).toBeNull();
      expect(bookButton()!.getAttribute('aria-disabled')).toBe('true');
      // One request at a time: another click asks nothing.
      await user.click(bookButton()!);
      expect(client.pending).toHaveLength(1);

      client.pending[0].resolve(ANSWER);
      const answer = await screen.findByRole('region', { name: t.answer });
      // “##” under the section's h2: an h4 (“#” would be an h3).
      expect(within(answer).getByRole('heading', { level: 4, name: 'Résumé' })).toBeTruthy();
      expect(within(answer).getByText('Nicodème').tagName).toBe('STRONG');
      expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe('Tokens (en milliers) : question 1,53 · réponse 0,42 · total 1,95');
      expect(chapterButton().getAttribute('aria-busy')).toBeNull();
      expect(chapterButton().getAttribute('aria-disabled')).toBe('false');
    });

    it('asks about the whole book with “Help (c:livre)” (chap 0), with the model, tokens and word count chosen', async () => {
      const { user, client, bookButton, chooseOption } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^1\. Résumé/);
      await user.clear(screen.getByLabelText(t.summaryWords));
      await user.type(screen.getByLabelText(t.summaryWords), '250');
      await user.selectOptions(screen.getByLabelText(t.model), 'llama-3.1-8b-instant');
      await user.clear(screen.getByLabelText(t.maxTokens));
      await user.type(screen.getByLabelText(t.maxTokens), '1200');
      await user.click(bookButton()!);
      expect(client.pending[0].input).toEqual({
        book: 43,
        chapter: 0,
        prompt: 'Résume ce livre (Jean) en 250 mots environ.',
        maxTokens: 1200,
        model: 'llama-3.1-8b-instant',
      });
      expect(bookButton()!.getAttribute('aria-busy')).toBe('true');
    });

    it.each([
      ['a word count out of bounds', '5', '600', 'summaryWords', 'Un nombre de mots de 10 à 1\u202f000.'],
      ['no tokens', '100', '', 'maxTokens', 'Un nombre entier de 1 à 4\u202f000.'],
      ['a length of 0', '100', '0', 'maxTokens', 'Un nombre entier de 1 à 4\u202f000.'],
      ['too many tokens', '100', '4001', 'maxTokens', 'Un nombre entier de 1 à 4\u202f000.'],
    ] as const)('says “Incorrect selection !” for %s, and marks the field at fault, focus in it', async (_why, words, tokens, field, problem) => {
      const { user, chapterButton, chooseOption, aiCalls } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^1\. Résumé/);
      await user.clear(screen.getByLabelText(t.summaryWords));
      if (words) await user.type(screen.getByLabelText(t.summaryWords), words);
      await user.clear(screen.getByLabelText(t.maxTokens));
      if (tokens) await user.type(screen.getByLabelText(t.maxTokens), tokens);
      await user.click(chapterButton());
      expect(screen.getByRole('alert').textContent).toBe('Incorrect selection !');
      expect(aiCalls()).toEqual([]);
      const wrong = screen.getByLabelText(field === 'maxTokens' ? t.maxTokens : t.summaryWords);
      const other = screen.getByLabelText(field === 'maxTokens' ? t.summaryWords : t.maxTokens);
      expect(wrong.getAttribute('aria-invalid')).toBe('true');
      expect(other.getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(wrong);
      expect(document.getElementById(wrong.getAttribute('aria-describedby')!)?.textContent).toBe(problem);
    });

    it('marks the option list when no option is chosen, and the mark goes with a request that can be asked', async () => {
      const { user, client, chapterButton, chooseOption } = setup();
      const option = await screen.findByLabelText(t.option);
      await user.click(chapterButton());
      expect(option.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(option.getAttribute('aria-describedby')!)?.textContent).toBe(t.problems.noOption);
      expect(document.activeElement).toBe(option);
      await chooseOption(/^2\./);
      await user.click(chapterButton());
      expect(client.pending).toHaveLength(1);
      expect(option.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(t.problems.noOption)).toBeNull();
    });

    it('resets the previous answer’s token counts after a refusal, as after a failure', async () => {
      const { user, chapterButton, answerFirst } = setup();
      await answerFirst();
      await user.clear(screen.getByLabelText(t.maxTokens));
      await user.type(screen.getByLabelText(t.maxTokens), '4001');
      await user.click(chapterButton());
      expect(screen.queryByRole('region', { name: t.answer })).toBeNull();
      expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe('Tokens (en milliers) : question 0 · réponse 0 · total 0');
    });

    it('shows « Réponse en cours… » to everyone while the answer comes, and brings the answer into view without moving focus', async () => {
      const scrolled: Element[] = [];
      const scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this);
      });
      Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
      try {
        const { user, client, chapterButton, chooseOption } = setup();
        await screen.findByLabelText(t.option);
        await chooseOption(/^2\./);
        await user.click(chapterButton());
        const status = screen.getByRole('status');
        expect(status.textContent).toBe(t.busy);
        // Shown, not only read out: nothing between the text and the status is clipped away.
        for (let el: Element | null = within(status).getByText(t.busy); el && el !== status; el = el.parentElement) {
          expect(getComputedStyle(el).position).not.toBe('absolute');
        }
        expect(scrollIntoView).not.toHaveBeenCalled();
        client.pending[0].resolve(ANSWER);
        const answer = await screen.findByRole('region', { name: t.answer });
        expect(screen.getByRole('status').textContent).toBe(t.answered);
        // Brought into view by an effect after the answer's render: React may run it a moment later on a busy machine.
        await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
        expect(scrolled[0].contains(answer)).toBe(true);
        expect(document.activeElement).toBe(chapterButton());
      } finally {
        Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      }
    });

    describe('option 7', () => {
      it('hides “Help (c:livre)” and, without a selection, says how to select and refuses', async () => {
        const { user, chapterButton, bookButton, chooseOption, aiCalls } = setup();
        await screen.findByLabelText(t.option);
        await chooseOption(/^7\./);
        expect(bookButton()).toBeNull();
        expect(screen.getByText(t.noSelection)).toBeTruthy();
        await user.click(chapterButton());
        expect(screen.getByRole('alert').textContent).toBe('Incorrect selection !');
        expect(aiCalls()).toEqual([]);
      });

      it('asks about the reader’s selection', async () => {
        const { user, client, chapterButton, chooseOption } = setup({ selection: [16, 17] });
        await screen.findByLabelText(t.option);
        await chooseOption(/^7\./);
        expect(screen.getByText('Sélection : Jean 3:16-17')).toBeTruthy();
        await user.click(chapterButton());
        expect((client.pending[0].input as { prompt: string }).prompt).toMatch(/^Analyse les versets 16-17 de Jean 3 à la lumière de toute la Bible/);
      });
    });

    it('option 9 asks about the character given, or the main one', async () => {
      const { user, client, chapterButton, chooseOption } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^9\./);
      await user.type(screen.getByLabelText(t.character), 'Nicodème');
      await user.click(chapterButton());
      expect((client.pending[0].input as { prompt: string }).prompt).toBe('Présente les faits marquants concernant Nicodème dans ce chapitre (Jean 3).');
    });

    it('option 100 needs the free text, and adds the whole Bible and references when ticked', async () => {
      const { user, client, chapterButton, chooseOption, aiCalls } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^100\. Autre/);
      await user.click(chapterButton());
      expect(screen.getByRole('alert').textContent).toBe('Incorrect selection !');
      expect(aiCalls()).toEqual([]);
      await user.type(screen.getByLabelText(t.freeText), 'Que dit la Bible de la nouvelle naissance ?');
      await user.click(screen.getByLabelText(t.wholeBible));
      await user.click(chapterButton());
      expect((client.pending[0].input as { prompt: string }).prompt).toBe(
        'Que dit la Bible de la nouvelle naissance ?\n\nAppuie-toi sur toute la Bible et donne les références des versets cités.',
      );
      // The new request cleared the refusal.
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows the failure with the link to the provider’s limits and the error text, the tokens back to 0', async () => {
      const { user, client, chapterButton, answerFirst } = setup();
      await answerFirst();

      await user.click(chapterButton());
      // spec, section 4: the answer is cleared on a new request.
      expect(screen.queryByRole('region', { name: t.answer })).toBeNull();
      client.pending[1].reject(new ApiRequestError(aiFailureMessage('Le fournisseur d’IA limite le nombre de demandes (429).'), { status: 502, kind: 'http' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ]Le fournisseur d’IA limite le nombre de demandes (429).',
      );
      const link = within(alert).getByRole('link', { name: /^Limits/ });
      expect(link.getAttribute('href')).toBe(CONFIGURED.ia.limites);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe('Tokens (en milliers) : question 0 · réponse 0 · total 0');
      expect(chapterButton().getAttribute('aria-busy')).toBeNull();
    });

    it.each([
      ['the requests of the minute', CONTRACT_MESSAGES.aiTooManyRequests, 42, 'Vous pourrez redemander dans 42\u00a0s.'],
      ['the day’s budget', CONTRACT_MESSAGES.aiBudgetSpent, undefined, null],
    ])('shows this site’s own limit (%s) as such, not as the provider’s failure, with when to ask again', async (_why, message, retryAfter, retry) => {
      const { user, client, chapterButton, chooseOption } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^3\./);
      await user.click(chapterButton());
      client.pending[0].reject(new ApiRequestError(message, { status: 429, kind: 'http', retryAfter }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message + (retry ?? ''));
      expect(alert.textContent).not.toContain('Try later');
      expect(within(alert).queryByRole('link')).toBeNull();
      expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe('Tokens (en milliers) : question 0 · réponse 0 · total 0');
    });

    it('renders an answer carrying HTML or script inert', async () => {
      const { user, client, chapterButton, chooseOption, container } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^4\./);
      await user.click(chapterButton());
      client.pending[0].resolve({
        ...ANSWER,
        response: '# Titre\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n[clic](javascript:window.pwned=3)',
      });
      const answer = await screen.findByRole('region', { name: t.answer });
      expect(answer.querySelectorAll('script, img')).toHaveLength(0);
      expect(within(answer).queryByRole('link')).toBeNull();
      expect(answer.textContent).toContain('<script>window.pwned = 1</script>');
      expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('asks in the translation it is given, about its chapter in its numbering, and forgets the answer when the translation changes (issue 41)', async () => {
      // Martin's Malachie has 4 chapters (Segond's table 3).
      const { user, client, chapterButton, chooseOption, rerenderWith } = setup({ book: 39, chapter: 4, translation: 'martin' });
      await screen.findByLabelText(t.option);
      await chooseOption(/^1\. Résumé/);
      await user.click(chapterButton());
      expect(client.pending[0].input).toEqual({
        book: 39,
        chapter: 4,
        prompt: 'Résume ce chapitre (Malachie 4) en 100 mots environ.',
        maxTokens: 600,
        model: 'openai/gpt-oss-120b',
        translation: 'martin',
      });
      client.pending[0].resolve(ANSWER);
      await screen.findByRole('region', { name: t.answer });
      rerenderWith({ book: 39, chapter: 3, translation: 'darby' });
      await waitFor(() => expect(screen.queryByRole('region', { name: t.answer })).toBeNull());
    });

    it('forgets the answer, and drops a request in flight, when the chapter changes', async () => {
      const { user, client, chapterButton, chooseOption, rerenderWith } = setup();
      await screen.findByLabelText(t.option);
      await chooseOption(/^5\./);
      await user.click(chapterButton());
      client.pending[0].resolve(ANSWER);
      await screen.findByRole('region', { name: t.answer });
      rerenderWith({ chapter: 4 });
      await waitFor(() => expect(screen.queryByRole('region', { name: t.answer })).toBeNull());
      expect(screen.queryByText(/^Tokens \(en milliers\)/)).toBeNull();

      await user.click(chapterButton());
      expect(client.pending[1].options?.signal?.aborted).toBe(false);
      rerenderWith({ chapter: 5 });
      expect(client.pending[1].options?.signal?.aborted).toBe(true);
      client.pending[1].resolve(ANSWER);
      await Promise.resolve();
      expect(screen.queryByRole('region', { name: t.answer })).toBeNull();
      expect(chapterButton().getAttribute('aria-busy')).toBeNull();
    });

    describe('as the answer is written (streamed)', () => {
      const COUNTS: AiTokenCounts = { promptTokens: 1_532, completionTokens: 418, totalTokens: 1_950 };
      const stopButton = () => screen.queryByRole('button', { name: /^Arrêter/ });

      /** Option 2 asked about the chapter: its call, waiting for words. */
      async function asked(view: ReturnType<typeof setup>) {
        await screen.findByLabelText(t.option);
        await view.chooseOption(/^2\./);
        await view.user.click(view.chapterButton());
        return view.client.pending[0];
      }

      it('shows the words before the end, keeps each completed block as drawn, then the whole answer and its tokens', async () => {
        const view = setup();
        const call = await asked(view);
        call.delta('## Résumé\n\nJésus parle');
        const answer = await screen.findByRole('region', { name: t.answer });
        await within(answer).findByText('Jésus parle');
        expect(answer.getAttribute('aria-busy')).toBe('true');
        const heading = within(answer).getByRole('heading', { level: 4, name: 'Résumé' });
        expect(screen.queryByText(/^Tokens \(en milliers\)/)).toBeNull();

        call.delta(' avec **Nicodème** de la nouvelle naissance.\n\nLe vent souffle');
        await within(answer).findByText('Le vent souffle');
        // The heading's block was complete: the same element, not drawn again; the paragraph's now is too.
        expect(within(answer).getByRole('heading', { level: 4, name: 'Résumé' })).toBe(heading);
        const paragraph = within(answer).getByText('Nicodème').parentElement!;
        call.delta(' où il veut.\n\n- Il faut naître de nouveau.\n\n- Un souffle.\n\n```\nJean 3:16\n\nJean 3:17\n```\n\nFin.');
        call.done(COUNTS);

        await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.answered));
        expect(answer.getAttribute('aria-busy')).toBeNull();
        expect(within(answer).getByText('Nicodème').parentElement).toBe(paragraph);
        expect(within(answer).getByRole('heading', { level: 4, name: 'Résumé' })).toBe(heading);
        expect(drawnHtml(answer)).toBe(
          asDocumentWrites(
            renderMarkdown(
              '## Résumé\n\nJésus parle avec **Nicodème** de la nouvelle naissance.\n\nLe vent souffle où il veut.\n\n- Il faut naître de nouveau.\n\n- Un souffle.\n\n```\nJean 3:16\n\nJean 3:17\n```\n\nFin.',
              3,
            ),
          ),
        );
        expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe('Tokens (en milliers) : question 1,53 · réponse 0,42 · total 1,95');
        expect(stopButton()).toBeNull();
      });

      it('says « Réponse en cours… » once as the answer starts and « Réponse reçue. » once at its end, never its words', async () => {
        const view = setup();
        await screen.findByLabelText(t.option);
        const status = screen.getByRole('status');
        const said: string[] = [];
        const observer = new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (text !== said.at(-1)) said.push(text);
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
        try {
          const call = await asked(view);
          for (const words of ['Au commencement ', 'était la Parole, ', 'et la Parole était avec Dieu.']) {
            call.delta(words);
            await within(await screen.findByRole('region', { name: t.answer })).findByText(new RegExp(words.trim()));
          }
          call.done(COUNTS);
          await waitFor(() => expect(said.at(-1)).toBe(t.answered));
          expect(said).toEqual([t.busy, t.answered]);
          // The answer is no live region: a screen reader reads it when it chooses, not word by word.
          const answer = screen.getByRole('region', { name: t.answer });
          for (let el: Element | null = answer; el; el = el.parentElement) expect(el.getAttribute('aria-live')).toBeNull();
        } finally {
          observer.disconnect();
        }
      });

      it('brings the answer into view once, as its first words arrive', async () => {
        const scrollIntoView = vi.fn();
        Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
        try {
          const view = setup();
          const call = await asked(view);
          call.delta('Au commencement ');
          await screen.findByRole('region', { name: t.answer });
          await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
          call.delta('était la Parole.');
          await screen.findByText(/la Parole\./);
          call.done(COUNTS);
          await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.answered));
          expect(scrollIntoView).toHaveBeenCalledTimes(1);
        } finally {
          Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
        }
      });

      it('« Arrêter », reached by keyboard, aborts the request and keeps the words, marked as stopped; the focus goes back to the button that asked', async () => {
        const view = setup();
        const call = await asked(view);
        call.delta('## Résumé\n\nJésus parle avec Nicodème');
        const answer = await screen.findByRole('region', { name: t.answer });
        await within(answer).findByText(/Jésus parle avec Nicodème/);
        const stop = stopButton()!;
        expect(stop.getAttribute('type')).toBe('button');
        expect(stop.textContent).toBe('Arrêter la réponse');
        view.bookButton()!.focus();
        await view.user.tab();
        expect(document.activeElement).toBe(stop);
        await view.user.keyboard('{Enter}');

        expect(call.options?.signal?.aborted).toBe(true);
        expect(stopButton()).toBeNull();
        expect(document.activeElement).toBe(view.chapterButton());
        expect(within(answer).getByText(/Jésus parle avec Nicodème/)).toBeTruthy();
        expect(answer.getAttribute('aria-busy')).toBeNull();
        expect(screen.getByRole('status').textContent).toBe(t.stopped);
        expect(screen.getAllByText(t.stopped).some((note) => !note.closest('[role="status"]'))).toBe(true);
        // What the server counted is not known here: no counts rather than false ones.
        expect(screen.queryByText(/^Tokens \(en milliers\)/)).toBeNull();
        expect(view.chapterButton().getAttribute('aria-disabled')).toBe('false');
        // A late word of the stopped answer changes nothing.
        call.delta(' de la nouvelle naissance.');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByText(/nouvelle naissance/)).toBeNull();
      });

      it('stopped before its first words, says so and shows no answer', async () => {
        const view = setup();
        const call = await asked(view);
        await view.user.click(stopButton()!);
        expect(call.options?.signal?.aborted).toBe(true);
        expect(screen.queryByRole('region', { name: t.answer })).toBeNull();
        expect(screen.getByRole('status').textContent).toBe(t.stopped);
        expect(screen.queryByText(/^Tokens \(en milliers\)/)).toBeNull();
      });

      it('keeps the words of an answer that fails midway, says below them that it stopped and why (the spec’s failure line as it is), the tokens back to 0 (issue 47)', async () => {
        const view = setup();
        const call = await asked(view);
        call.delta('Jésus parle avec ');
        await screen.findByText(/Jésus parle avec/);
        call.reject(new ApiRequestError(aiFailureMessage('Le fournisseur d’IA a cessé de répondre.'), { status: 502, kind: 'http' }));
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe('La réponse s’est arrêtée avant sa fin.Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ]Le fournisseur d’IA a cessé de répondre.');
        expect(within(alert).getByRole('link', { name: /^Limits/ }).getAttribute('href')).toBe(CONFIGURED.ia.limites);
        const answer = screen.getByRole('region', { name: t.answer });
        expect(answer.textContent).toContain('Jésus parle avec');
        expect(answer.getAttribute('aria-busy')).toBeNull();
        // The words first, then the alert below them.
        expect(answer.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe('Tokens (en milliers) : question 0 · réponse 0 · total 0');
        expect(stopButton()).toBeNull();
      });

      it('passes axe while words arrive and once stopped', async () => {
        const view = setup();
        const call = await asked(view);
        call.delta('## Résumé\n\n- un\n- deux');
        await screen.findByText('deux');
        expect(await axeViolations(view.container)).toEqual([]);
        await view.user.click(stopButton()!);
        expect(await axeViolations(view.container)).toEqual([]);
      });
    });

    it('passes axe while configured, asking and answered', async () => {
      const { user, client, chapterButton, chooseOption, container } = setup({ selection: [16] });
      await screen.findByLabelText(t.option);
      await chooseOption(/^100\./);
      expect(await axeViolations(container)).toEqual([]);
      await user.type(screen.getByLabelText(t.freeText), 'Question');
      await user.click(chapterButton());
      expect(await axeViolations(container)).toEqual([]);
      client.pending[0].resolve(ANSWER);
      await screen.findByRole('region', { name: t.answer });
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('on the recordings of our API (against the stand-in provider)', () => {
    const configured = () => fakeClient({ info: async () => structuredClone(CONFIGURED) });

    it('streams the recorded answer on Jean 3, then shows it whole with its tokens in thousands', async () => {
      const view = renderAi({}, configured());
      await view.user.selectOptions(await screen.findByLabelText(t.option), screen.getByRole('option', { name: /^1\. Résumé/ }));
      await view.user.click(screen.getByRole('button', { name: /^Help \(c:chap\)/ }));
      const answer = await screen.findByRole('region', { name: t.answer });
      expect(within(answer).getByRole('heading', { level: 4, name: 'Jean 3 en bref' })).toBeTruthy();
      const recording = recorded('aiRequest', {
        book: 43,
        chapter: 3,
        prompt: 'Résume ce chapitre (Jean 3) en 100 mots environ.',
        maxTokens: 600,
        model: 'openai/gpt-oss-120b',
      });
      const { promptTokens, completionTokens, totalTokens } = recording;
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.answered));
      expect(answer.getAttribute('aria-busy')).toBeNull();
      expect(drawnHtml(answer)).toBe(asDocumentWrites(renderMarkdown(recording.response, 3)));
      expect(screen.getByText(/^Tokens \(en milliers\)/).textContent).toBe(
        `Tokens (en milliers) : question ${t.thousands(promptTokens)} · réponse ${t.thousands(completionTokens)} · total ${t.thousands(totalTokens)}`,
      );
    });

    it('shows the recorded failure and the recorded budget refusal', async () => {
      const view = renderAi({}, configured());
      await view.user.selectOptions(await screen.findByLabelText(t.option), screen.getByRole('option', { name: /^2\./ }));
      await view.user.click(screen.getByRole('button', { name: /^Help \(c:chap\)/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ]Le fournisseur d’IA limite le nombre de demandes (429).',
      );
      await view.user.selectOptions(screen.getByLabelText(t.option), screen.getByRole('option', { name: /^3\./ }));
      await view.user.click(screen.getByRole('button', { name: /^Help \(c:chap\)/ }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(CONTRACT_MESSAGES.aiBudgetSpent));
    });
  });

  it('shows the setup’s failure with “Réessayer”', async () => {
    const info = vi.fn(() => Promise.reject(new ApiRequestError('Impossible de joindre le serveur. Vérifiez votre connexion.', { status: 0, kind: 'network' })));
    renderAi({}, fakeClient({ info }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('AiHelper around the answer on a phone (issue 47)', () => {
  /** Element.prototype.scrollIntoView recorded for the test's length (jsdom has none). */
  function recordScrolls() {
    const calls: { element: Element; options: ScrollIntoViewOptions | undefined }[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options?: ScrollIntoViewOptions) {
        calls.push({ element: this, options });
      },
    });
    return calls;
  }
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('gives a question back: its choices, the button that asked in view and focused, and nothing asked', async () => {
    const scrolls = { calls: recordScrolls() };
    const resume = { form: { ...INITIAL_AI_FORM, option: 100 as const, freeText: 'Que veut dire naître de nouveau ?', maxTokens: '300' }, scope: 'chapter' as const };
    const { chapterButton, aiCalls } = setup({ resume });
    await waitFor(() => expect(document.activeElement).toBe(chapterButton()));
    expect((screen.getByLabelText(t.option) as HTMLSelectElement).value).toBe('100');
    expect((screen.getByLabelText(t.freeText) as HTMLTextAreaElement).value).toBe('Que veut dire naître de nouveau ?');
    expect((screen.getByLabelText(t.maxTokens) as HTMLInputElement).value).toBe('300');
    expect(scrolls.calls.map((c) => [c.element, c.options?.block])).toEqual([[chapterButton(), 'center']]);
    expect(aiCalls()).toEqual([]);
    expect(screen.queryByRole('region', { name: t.answer })).toBeNull();
  });

  it('tells the page the question as it is asked, valid only', async () => {
    const onQuestion = vi.fn();
    const { user, chapterButton, chooseOption } = setup({ onQuestion });
    await screen.findByLabelText(t.option);
    await user.click(chapterButton());
    expect(onQuestion).not.toHaveBeenCalled();
    await chooseOption(/^2\./);
    await user.click(chapterButton());
    expect(onQuestion).toHaveBeenCalledWith({ form: { ...INITIAL_AI_FORM, option: 2 }, scope: 'chapter' });
  });

  it('brings a streamed answer’s start to the top once, smoothly, or at once when the reader prefers less motion', async () => {
    for (const reduce of [false, true]) {
      const scrolls = { calls: recordScrolls() };
      const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) => ({ matches: reduce && query.includes('reduced-motion'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
      );
      try {
        const view = setup();
        await screen.findByLabelText(t.option);
        await view.chooseOption(/^2\./);
        await view.user.click(view.chapterButton());
        view.client.pending[0].delta('Au commencement ');
        const answer = await screen.findByRole('region', { name: t.answer });
        await waitFor(() => expect(scrolls.calls).toHaveLength(1));
        expect(scrolls.calls[0].element.contains(answer)).toBe(true);
        expect(scrolls.calls[0].options).toEqual({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
        view.client.pending[0].delta('était la Parole.');
        await screen.findByText(/la Parole\./);
        expect(scrolls.calls).toHaveLength(1);
        view.unmount();
      } finally {
        matchMedia.mockRestore();
      }
    }
  });

  it('leaves a reader who scrolled the page themselves while waiting where they are', async () => {
    const scrolls = { calls: recordScrolls() };
    const view = setup();
    await screen.findByLabelText(t.option);
    await view.chooseOption(/^2\./);
    await view.user.click(view.chapterButton());
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -300 }));
    view.client.pending[0].delta('Au commencement ');
    await screen.findByRole('region', { name: t.answer });
    view.client.pending[0].done({ promptTokens: 1, completionTokens: 1, totalTokens: 2 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.answered));
    expect(scrolls.calls).toEqual([]);
    // A key that scrolls, pressed in a field, is the field's: the next answer is brought into view.
    await view.user.click(view.chapterButton());
    screen.getByLabelText(t.maxTokens).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    view.client.pending[1].delta('Au commencement ');
    await waitFor(() => expect(scrolls.calls).toHaveLength(1));
  });
});

describe('retryWhen', () => {
  const noon = new Date(2026, 10, 27, 12, 0).getTime();

  it('counts a short wait in seconds', () => {
    expect(t.retryWhen(42, noon)).toBe('Vous pourrez redemander dans 42\u00a0s.');
    expect(t.retryWhen(0, noon)).toBe('Vous pourrez redemander dans 1\u00a0s.');
  });

  it('gives a longer wait as a time of day, with the day when it is another one', () => {
    expect(t.retryWhen(5_400, noon)).toBe('Vous pourrez redemander à partir de 13:30.');
    expect(t.retryWhen(13 * 3_600, noon)).toBe('Vous pourrez redemander à partir de samedi 01:00.');
  });
});
