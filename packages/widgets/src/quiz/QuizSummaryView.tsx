import { formatChrono, testamentOf, type PlayedRound, type ReadingPlace, type Testament } from '@parole/bible';
import { useId, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { isPlainLeftClick } from '../internal/links.js';
import { Button, EmptyBox, LoadError, PageRoot, PageSubtitle, PageTitle, ParoleScope, SkeletonLines, VerseParagraph, VisuallyHidden, referenceLink } from '../internal/ui.js';
import { messages } from '../messages.js';
import { bareList, color, radius, space } from '../style.js';
import { withNickname } from './Nickname.js';
import { PrimaryButton } from './parts.js';
import type { QuizSummaryProps } from './useQuizSummary.js';

export type QuizSummaryViewProps = Pick<QuizSummaryProps, 'state'> & Partial<Omit<QuizSummaryProps, 'state'>>;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('lg')};
  margin: ${space('md')} 0;

  div {
    display: grid;
  }
  dt {
    color: ${color('textMuted')};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  margin: ${space('md')} 0;
`;

const Rounds = styled.ol`
  display: grid;
  gap: ${space('md')};
  ${bareList}
`;

const Round = styled.li<{ $correct: boolean }>`
  display: grid;
  gap: ${space('xs')};
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  box-shadow: inset 4px 0 0 ${(p) => color(p.$correct ? 'success' : 'error')(p)};

  h2 {
    display: flex;
    flex-wrap: wrap;
    gap: ${space('sm')};
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Verdict = styled.span<{ $correct: boolean }>`
  color: ${(p) => color(p.$correct ? 'success' : 'error')(p)};
`;

const Reference = styled.a<{ $testament: Testament }>`
  align-self: flex-start;
  ${referenceLink}
`;

const Books = styled.p`
  color: ${color('textMuted')};
`;

function RoundItem({ round, readHref, onRead }: { round: PlayedRound } & Pick<QuizSummaryProps, 'readHref' | 'onRead'>) {
  const t = messages.quiz;
  const verse = round.versets21;
  const correct = round.livre_id === round.livreid_reponse;
  const place: ReadingPlace = { book: verse.livre_id, chapter: verse.chapitre, verses: [verse.verset] };
  const label = t.reference(verse.livre.nom, verse.chapitre, verse.verset);
  const testament = testamentOf(verse.livre_id);
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onRead || (readHref && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onRead(place);
  };
  return (
    <Round $correct={correct} data-essai={round.id} data-juste={correct}>
      <h2>
        <span>{t.roundTitle(round.id)}</span>
        <Verdict $correct={correct}>
          <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
          {correct ? t.correct : t.wrong}
        </Verdict>
      </h2>
      {/* Verse HTML from our own API (safe: a fixed set of tags, see the contract's Verse). */}
      <VerseParagraph dangerouslySetInnerHTML={{ __html: verse.texte }} />
      {readHref ? (
        <Reference $testament={testament} href={readHref(place)} onClick={open} aria-label={t.readLabel(label)}>
          {label}
        </Reference>
      ) : onRead ? (
        <Reference as="button" type="button" $testament={testament} onClick={open} aria-label={t.readLabel(label)}>
          {label}
        </Reference>
      ) : (
        <Reference as="span" $testament={testament}>
          {label}
        </Reference>
      )}
      <Books>
        {t.rightBook(round.livre.nom)}
        {' · '}
        {t.answeredBook(round.livre_reponse.nom)}
      </Books>
    </Round>
  );
}

/**
 * A game's summary (spec, "Game"): the score x/10 and the time, each round
 * right or wrong with its verse, the right book, the book answered and a
 * link to the verse in the reader, and "Rejouer". A game still in progress
 * shows the rounds answered so far, and "Continuer la partie" when it is
 * this device's. Renders its props only.
 */
export function QuizSummaryView(props: QuizSummaryViewProps) {
  const { state, onRetry, canContinue, onContinue, onReplay, replaying, replayError, onHome, readHref, onRead } = props;
  const t = messages.quiz;
  const titleId = useId();
  const data = state.status === 'ready' ? state.data : undefined;
  // The nickname is the player's own text: always React text (here, in the title), never HTML; isolated (a right-to-left name).
  const title = data ? withNickname(t.summaryTitle, data.partie.pseudo) : state.status === 'loading' ? t.summaryLoading : t.summaryFailed;

  const actions = (
    <Actions>
      {canContinue && onContinue && (
        <PrimaryButton type="button" onClick={onContinue}>
          {t.continue}
        </PrimaryButton>
      )}
      {onReplay && (
        <PrimaryButton type="button" onClick={() => !replaying && onReplay()} aria-disabled={replaying || undefined}>
          {t.replay}
        </PrimaryButton>
      )}
      {onHome && (
        <Button type="button" onClick={onHome}>
          {t.backHome}
        </Button>
      )}
    </Actions>
  );

  return (
    <ParoleScope>
      <PageRoot lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
        <PageTitle id={titleId}>{title}</PageTitle>
        <VisuallyHidden role="status">{state.status === 'loading' ? t.summaryLoading : replaying ? t.starting : ''}</VisuallyHidden>
        {state.status === 'loading' && <SkeletonLines widths={[25, 40, 95, 80, 95, 60]} />}
        {state.status === 'error' && (
          <>
            <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
            {actions}
          </>
        )}
        {data && (
          <>
            <PageSubtitle>{(data.partie.termine ? t.playedOn : t.startedOn)(t.date(data.partie.created_at))}</PageSubtitle>
            {!data.partie.termine && <PageSubtitle>{t.inProgress(data.joues.length)}</PageSubtitle>}
            <Totals>
              <div>
                <dt>{t.scoreLabel}</dt>
                <dd>{t.score(data.partie.juste)}</dd>
              </div>
              <div>
                <dt>{t.timeLabel}</dt>
                <dd>{formatChrono(data.partie.chrono)}</dd>
              </div>
            </Totals>
            {actions}
            {replayError && <LoadError message={replayError} retryLabel={t.retry} />}
            {data.joues.length === 0 ? (
              <EmptyBox>{t.noRounds}</EmptyBox>
            ) : (
              <Rounds aria-label={t.rounds}>
                {data.joues.map((round) => (
                  <RoundItem key={round.id} round={round} readHref={readHref} onRead={onRead} />
                ))}
              </Rounds>
            )}
          </>
        )}
      </PageRoot>
    </ParoleScope>
  );
}
