import { useId, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { ThemeItem } from '@parole/bible';
import { isPlainLeftClick } from '../internal/links.js';
import { LoadError, MessageBox, PageRoot, PageTitle, ParoleScope, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { bareList, color, radius, space } from '../style.js';

export type ThemeListViewState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; themes: ThemeItem[] };

export interface ThemeListViewProps {
  state: ThemeListViewState;
  /** Real links for the themes: /theme/:id. */
  hrefFor?: (theme: ThemeItem) => string;
  /** A plain click on a theme (the link's default is then prevented). */
  onOpen?: (theme: ThemeItem) => void;
  /** Shown as "Réessayer" in the error state when given. */
  onRetry?: () => void;
}

const Intro = styled.p`
  margin: ${space('xs')} 0 ${space('lg')};
  color: ${color('textMuted')};
`;

/* Two columns on a phone, as many 12rem columns as fit elsewhere. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(12rem, calc(50% - ${space('sm')})), 1fr));
  gap: ${space('md')};
  ${bareList}
`;

const Card = styled.a`
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('background')};
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: box-shadow 0.15s ease;

  &:hover {
    box-shadow: 0 2px 10px ${color('shadow')};
  }
`;

/* The images are 4:3; the box keeps its place while they load. */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  background: ${color('skeleton')};
`;

const Name = styled.span`
  display: block;
  padding: ${space('sm')} ${space('sm')};
  font-weight: 700;
`;

const Skeleton = styled.li`
  aspect-ratio: 4 / 3.6;
  border-radius: ${radius('md')};
  background: ${color('skeleton')};
`;

function ThemeCard({ theme, hrefFor, onOpen }: { theme: ThemeItem } & Pick<ThemeListViewProps, 'hrefFor' | 'onOpen'>) {
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen || (hrefFor && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onOpen(theme);
  };
  const content = (
    <>
      {/* The name is the card's text; the picture only decorates it. */}
      <Picture src={theme.image} alt="" width={400} height={300} decoding="async" />
      <Name>{theme.nom}</Name>
    </>
  );
  if (hrefFor) {
    return (
      <Card href={hrefFor(theme)} onClick={open} title={theme.description}>
        {content}
      </Card>
    );
  }
  return onOpen ? (
    <Card as="button" type="button" onClick={open} title={theme.description}>
      {content}
    </Card>
  ) : (
    <Card as="div" title={theme.description}>
      {content}
    </Card>
  );
}

/**
 * The grid of themes: an image and a name per theme (spec, "Themes"). Renders
 * its props only; `ThemeList` fetches and gives it behaviour.
 */
export function ThemeListView({ state, hrefFor, onOpen, onRetry }: ThemeListViewProps) {
  const t = messages.themes;
  const titleId = useId();
  return (
    <ParoleScope>
      <PageRoot lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
        <PageTitle id={titleId}>{t.title}</PageTitle>
        <Intro>{t.intro}</Intro>
        <VisuallyHidden role="status">{state.status === 'loading' ? t.loading : ''}</VisuallyHidden>
        {state.status === 'loading' && (
          <Grid aria-hidden="true">
            {/* As many as the themes (24, spec): the grid has its final height before they arrive. */}
            {Array.from({ length: 24 }, (_, i) => (
              <Skeleton key={i} />
            ))}
          </Grid>
        )}
        {state.status === 'error' && (
          <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
        )}
        {state.status === 'ready' && state.themes.length === 0 && (
          <MessageBox>
            <p>{t.empty}</p>
          </MessageBox>
        )}
        {state.status === 'ready' && state.themes.length > 0 && (
          <Grid aria-label={t.list}>
            {state.themes.map((theme) => (
              <li key={theme.id}>
                <ThemeCard theme={theme} hrefFor={hrefFor} onOpen={onOpen} />
              </li>
            ))}
          </Grid>
        )}
      </PageRoot>
    </ParoleScope>
  );
}
