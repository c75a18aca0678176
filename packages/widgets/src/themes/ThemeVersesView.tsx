import { testamentOf, type ReadingPlace, type Testament, type ThemeVersesResponse } from '@parole/bible';
import { useId, useMemo, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { ViewState } from '../api/useApiResource.js';
import { isPlainLeftClick } from '../internal/links.js';
import { markTextSigns } from '../internal/signs.js';
import { LoadError, MessageBox, PageRoot, PageSubtitle, PageTitle, ParoleScope, SkeletonLines, VerseCard, VisuallyHidden, referenceLink, VerseParagraph } from '../internal/ui.js';
import { messages } from '../messages.js';
import { bareList, color, font, radius, space } from '../style.js';
import { groupPassages, passagePlace, type ThemePassage } from './passages.js';

export type ThemeVersesViewState = ViewState<ThemeVersesResponse>;

export interface ThemeVersesViewProps {
  state: ThemeVersesViewState;
  /** The back link's target (/theme); without it and onBack, no back link. */
  backHref?: string;
  /** A plain click on the back link (its default is then prevented). */
  onBack?: () => void;
  /** Real links for the passages: /lire/:book/:chapter/:verses. */
  hrefFor?: (place: ReadingPlace) => string;
  /** A plain click on a passage's reference (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace) => void;
  /** Shown as "Réessayer" in the error state when given. */
  onRetry?: () => void;
}

const BackLink = styled.a`
  display: inline-block;
  margin-bottom: ${space('md')};
  padding: 0;
  border: 0;
  background: none;
  color: ${color('accent')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &::before {
    content: '← ';
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space('md')};
  margin-bottom: ${space('lg')};
`;

const Picture = styled.img`
  flex: none;
  width: 6rem;
  height: 4.5rem;
  border-radius: ${radius('md')};
  background: ${color('skeleton')};
`;

const Cards = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr));
  gap: ${space('md')};
  ${bareList}
`;

/* A theme's verse: the one verse card (internal/ui.tsx), its reference over its text. */
const Card = styled(VerseCard)`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
`;

const Reference = styled.a<{ $testament: Testament }>`
  align-self: flex-start;
  ${referenceLink}
`;

const Text = styled(VerseParagraph)`
  sup {
    color: ${color('textMuted')};
    font-family: ${font('ui')};
    font-size: 0.7em;
  }
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [25, 95, 70, 25, 90, 60, 25, 85];

function PassageCard({ passage, hrefFor, onOpen }: { passage: ThemePassage } & Pick<ThemeVersesViewProps, 'hrefFor' | 'onOpen'>) {
  const first = passage.verses[0];
  const last = passage.verses[passage.verses.length - 1];
  const testament = testamentOf(first.livre_id);
  const ref = passagePlace(passage);
  const label = messages.themes.reference(first.livre.nom, first.chapitre, first.verset, last.verset);
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen || (hrefFor && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onOpen(ref);
  };
  const range = passage.verses.length > 1;
  return (
    <Card $testament={testament} data-passage={passage.passage}>
      {hrefFor ? (
        <Reference $testament={testament} href={hrefFor(ref)} onClick={open} aria-label={messages.themes.readLabel(label)}>
          {label}
        </Reference>
      ) : onOpen ? (
        <Reference as="button" type="button" $testament={testament} onClick={open} aria-label={messages.themes.readLabel(label)}>
          {label}
        </Reference>
      ) : (
        <Reference as="span" $testament={testament}>
          {label}
        </Reference>
      )}
      <Text>
        {passage.verses.map((v, i) => (
          <span key={v.id} data-verset-id={v.id}>
            {i > 0 && ' '}
            {range && <sup>{v.verset}&nbsp;</sup>}
            {/* Verse HTML from our own API (a fixed set of tags, see contract.ts). */}
            <span dangerouslySetInnerHTML={{ __html: markTextSigns(v.texte) }} />
          </span>
        ))}
      </Text>
    </Card>
  );
}

/**
 * A theme's verses: a back link, the theme's name and image, and one card
 * per reference (a range's verses together), each leading to its chapter
 * (spec, "Themes"). Renders its props only; `ThemeVerses` fetches.
 */
export function ThemeVersesView({ state, backHref, onBack, hrefFor, onOpen, onRetry }: ThemeVersesViewProps) {
  const t = messages.themes;
  const titleId = useId();
  const data = state.status === 'ready' ? state.data : undefined;
  const passages = useMemo(() => (data ? groupPassages(data.versets) : []), [data]);

  const back = (event: MouseEvent<HTMLElement>) => {
    if (!onBack || (backHref && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onBack();
  };

  const title = data ? data.theme.nom : state.status === 'loading' ? t.versesLoading : t.versesFailed;
  return (
    <ParoleScope>
      <PageRoot lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
        {backHref ? (
          <BackLink href={backHref} onClick={back}>
            {t.back}
          </BackLink>
        ) : (
          onBack && (
            <BackLink as="button" type="button" onClick={back}>
              {t.back}
            </BackLink>
          )
        )}
        <Header>
          {data && <Picture src={data.theme.image} alt="" width={96} height={72} />}
          <div>
            <PageTitle id={titleId}>{title}</PageTitle>
            {data && (
              <PageSubtitle>
                {data.theme.description} · {t.passageCount(passages.length)}
              </PageSubtitle>
            )}
          </div>
        </Header>
        <VisuallyHidden role="status">{state.status === 'loading' ? t.versesLoading : ''}</VisuallyHidden>
        {state.status === 'loading' && (
          <SkeletonLines widths={SKELETON_WIDTHS} />
        )}
        {state.status === 'error' && (
          <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
        )}
        {data && passages.length === 0 && (
          <MessageBox>
            <p>{t.versesEmpty}</p>
          </MessageBox>
        )}
        {passages.length > 0 && (
          <Cards aria-label={t.passages(data!.theme.nom)}>
            {passages.map((passage) => (
              <PassageCard key={passage.passage} passage={passage} hrefFor={hrefFor} onOpen={onOpen} />
            ))}
          </Cards>
        )}
      </PageRoot>
    </ParoleScope>
  );
}
