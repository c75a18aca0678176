import { formatChrono, PSEUDO_MAX_LENGTH, type GameItem } from '@parole/bible';
import { useId, type FormEvent, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { isPlainLeftClick } from '../internal/links.js';
import { Button, EmptyBox, LoadError, PageRoot, PageTitle, ParoleScope, SectionTitle, ShortForm, SkeletonLines, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, fieldErrorLook, font, radius, space, textFieldLook, wideWidget } from '../style.js';
import { Nickname } from './Nickname.js';
import { PrimaryButton } from './parts.js';
import type { QuizHomeActions, QuizHomeState } from './useQuizHome.js';

export type QuizHomeViewProps = QuizHomeState & Partial<QuizHomeActions>;

const Rules = styled.ul`
  margin: ${space('sm')} 0 ${space('md')};
  padding-left: ${space('lg')};
`;

const Form = styled.form`
  display: grid;
  /* One column no wider than the form: the field shrinks (a 280-px sidebar), never the form grows. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space('xs')};
  max-width: 24rem;
  margin-bottom: ${space('lg')};
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
`;

const Input = styled.input.attrs<{ 'data-look'?: string }>({ 'data-look': 'field' })`
  flex: 1 1 auto;
  min-width: 0;
  ${textFieldLook}
`;

const Counter = styled.span`
  flex: none;
  color: ${color('textMuted')};
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
`;

const FieldError = styled.p`
  ${fieldErrorLook}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  margin-top: ${space('xs')};
`;

const Tables = styled.div`
  display: grid;
  gap: ${space('lg')};
  ${wideWidget} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TableSection = styled.section`
  min-width: 0;
  overflow-x: auto;

  h2 {
    margin: 0 0 ${space('sm')};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;

  th,
  td {
    padding: ${space('xs')} ${space('sm')};
    border-bottom: 1px solid ${color('border')};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${color('textMuted')};
    font-weight: 600;
  }

  td:nth-child(2),
  td:nth-child(3),
  th:nth-child(2),
  th:nth-child(3) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const GameLink = styled.a`
  padding: 0;
  border: 0;
  background: none;
  color: ${color('accent')};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Pseudo = styled.span`
  font-family: ${font('ui')};
  overflow-wrap: anywhere;
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [90, 80, 85, 70, 90];

function GameTable({
  title,
  games,
  summaryHref,
  onOpenSummary,
}: {
  title: string;
  /** Null while the tables load. */
  games: readonly GameItem[] | null;
  summaryHref?: (game: number) => string;
  onOpenSummary?: (game: number) => void;
}) {
  const t = messages.quiz;
  const titleId = useId();
  const open = (event: MouseEvent<HTMLElement>, game: number) => {
    if (!onOpenSummary || (summaryHref && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onOpenSummary(game);
  };
  return (
    <TableSection aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {games === null ? (
        <SkeletonLines widths={SKELETON_WIDTHS} />
      ) : games.length === 0 ? (
        <EmptyBox>{t.gamesEmpty}</EmptyBox>
      ) : (
        <Table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t.columnPseudo}</th>
              <th scope="col">{t.columnScore}</th>
              <th scope="col">{t.columnTime}</th>
              <th scope="col">{t.columnDate}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((game) => {
              // The nickname is the player's own text: always React text, never HTML; isolated (a right-to-left name).
              const name = (
                <>
                  <Nickname>{game.pseudo}</Nickname>
                  <VisuallyHidden>{t.openGame}</VisuallyHidden>
                </>
              );
              return (
                <tr key={game.id} data-partie={game.id}>
                  <td>
                    {summaryHref ? (
                      <GameLink href={summaryHref(game.id)} onClick={(event) => open(event, game.id)}>
                        {name}
                      </GameLink>
                    ) : onOpenSummary ? (
                      <GameLink as="button" type="button" onClick={(event) => open(event, game.id)}>
                        {name}
                      </GameLink>
                    ) : (
                      <Pseudo>
                        <Nickname>{game.pseudo}</Nickname>
                      </Pseudo>
                    )}
                  </td>
                  <td>{t.score(game.juste)}</td>
                  <td>{formatChrono(game.chrono)}</td>
                  <td>{t.date(game.created_at)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </TableSection>
  );
}

/**
 * The game's home (spec, "Game"): the rules, the nickname with its counter
 * and its messages, "(Re) Jouer", and the tables of the last and the best
 * games, each row leading to its summary. Renders its props only.
 */
export function QuizHomeView(props: QuizHomeViewProps) {
  const { pseudo, pseudoError, starting, startError, canResume, games, tables = true } = props;
  const { onPseudoChange, onSubmit, onResume, onRetryGames, summaryHref, onOpenSummary } = props;
  const t = messages.quiz;
  const id = useId();
  const titleId = `${id}-titre`;
  const inputId = `${id}-pseudo`;
  const counterId = `${id}-compteur`;
  const errorId = `${id}-erreur`;
  const length = [...pseudo].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!starting) onSubmit?.();
  };

  return (
    <ParoleScope>
      <PageRoot lang="fr" aria-labelledby={titleId}>
        <PageTitle id={titleId}>{t.title}</PageTitle>
        <VisuallyHidden as="h2" id={`${id}-regles`}>
          {t.rulesTitle}
        </VisuallyHidden>
        <Rules aria-labelledby={`${id}-regles`}>
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Rules>

        <Form onSubmit={submit} noValidate>
          <Label htmlFor={inputId}>{t.pseudo}</Label>
          <Field>
            <Input
              id={inputId}
              name="pseudo"
              type="text"
              autoComplete="nickname"
              spellCheck={false}
              maxLength={PSEUDO_MAX_LENGTH}
              value={pseudo}
              aria-invalid={pseudoError ? true : undefined}
              aria-describedby={`${counterId} ${errorId}`}
              onChange={(event) => onPseudoChange?.(event.target.value)}
            />
            <Counter id={counterId}>
              <ShortForm shown={t.counter(length)} full={t.counterLabel(length)} />
            </Counter>
          </Field>
          {/* Always in the page, so that the message is announced when it comes. */}
          <FieldError id={errorId} aria-live="polite">
            {pseudoError ?? ''}
          </FieldError>
          <Actions>
            <PrimaryButton type="submit" aria-disabled={starting || undefined}>
              {t.play}
            </PrimaryButton>
            {canResume && (
              <Button type="button" onClick={onResume}>
                {t.resume}
              </Button>
            )}
          </Actions>
          <VisuallyHidden role="status">{starting ? t.starting : ''}</VisuallyHidden>
          {startError && <LoadError message={startError} retryLabel={t.retry} />}
        </Form>

        {tables && <VisuallyHidden role="status">{games.status === 'loading' ? t.gamesLoading : ''}</VisuallyHidden>}
        {!tables ? null : games.status === 'error' ? (
          <LoadError message={games.message} onRetry={onRetryGames} retryLabel={t.retry} />
        ) : (
          <Tables aria-busy={games.status === 'loading'}>
            {(
              [
                [t.lastGames, 'partiesJouees'],
                [t.bestGames, 'meilleuresParties'],
              ] as const
            ).map(([title, list]) => (
              <GameTable
                key={list}
                title={title}
                games={games.status === 'ready' ? games.data[list] : null}
                summaryHref={summaryHref}
                onOpenSummary={onOpenSummary}
              />
            ))}
          </Tables>
        )}
      </PageRoot>
    </ParoleScope>
  );
}
