import {
  highlightMatches,
  parseSearchQuery,
  SEARCH_MAX_RESULTS,
  testamentOf,
  type ExactMode,
  type ReadingPlace,
  type Scope,
  type SearchResponse,
  type Testament,
  type Verse,
} from '@parole/bible';
import { useId, useMemo, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { ViewState } from '../api/useApiResource.js';
import { isPlainLeftClick } from '../internal/links.js';
import { Button, EmptyBox, LoadError, PageRoot, PageSubtitle, PageTitle, ParoleScope, SkeletonLines, VisuallyHidden, referenceLink, VerseParagraph } from '../internal/ui.js';
import { messages } from '../messages.js';
import { accent, bareList, color, space } from '../style.js';
import { FilterPanel } from './FilterPanel.js';

/** Loading, `previous` is the last answer for the same word and mode, whose filter panel stays while another filter loads. */
export type SearchResultsViewState = ViewState<SearchResponse, { previous?: SearchResponse }>;

export interface SearchResultsViewProps {
  word: string;
  filter: Scope;
  exact: ExactMode;
  state: SearchResultsViewState;
  /** Mobile layout: one column, the filter panel collapsed behind "Filtres". */
  compact?: boolean;
  /** Compact layout: whether the filter panel is open. */
  filtersOpen?: boolean;
  onToggleFilters?: () => void;
  onFilterChange?: (filter: Scope) => void;
  /** Real links for the results. */
  hrefFor?: (place: ReadingPlace) => string;
  /** A plain click on a result (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace) => void;
  /** Shown as "Réessayer" in the error state when given. */
  onRetry?: () => void;
  /** Shows the first `limit` verses only, then « Voir les N résultats ». */
  limit?: number;
  /** Where « Voir les N résultats » leads; without it, a button calls onShowAll. */
  allResultsHref?: string;
  onShowAll?: () => void;
}

const Header = styled.header`
  margin-bottom: ${space('md')};
`;

const Max = styled.span`
  margin-left: ${space('sm')};
  color: ${color('textMuted')};
  font-size: 1rem;
  font-weight: 400;
`;

const Layout = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$sidebar ? 'minmax(12rem, 16rem) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${space('lg')};
  align-items: start;
`;

const Results = styled.div`
  min-width: 0;
`;

const List = styled.ol`
  display: grid;
  gap: ${space('sm')};
  ${bareList}
`;

const Row = styled.li<{ $testament: Testament }>`
  padding: ${space('sm')} ${space('sm')} ${space('sm')} ${space('md')};
  border-bottom: 1px solid ${color('border')};
  box-shadow: inset 3px 0 0 ${accent};
`;

const ReferenceLink = styled.a<{ $testament: Testament }>`
  display: inline-block;
  margin: 0 0 ${space('xs')};
  ${referenceLink}
`;



const More = styled.p`
  margin: ${space('md')} 0 0;
`;

const MoreLink = styled.a`
  color: ${color('accent')};
  font-weight: 600;
`;

const Note = styled.p`
  margin: ${space('md')} 0 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [30, 95, 80, 30, 100, 65, 30, 90, 75];

function ResultRow({
  verse,
  html,
  hrefFor,
  onOpen,
}: {
  verse: Verse;
  html: string;
  hrefFor?: (place: ReadingPlace) => string;
  onOpen?: (place: ReadingPlace) => void;
}) {
  const testament = testamentOf(verse.livre_id);
  const ref: ReadingPlace = { book: verse.livre_id, chapter: verse.chapitre, verses: [verse.verset] };
  const label = `${verse.livre.nom} ${verse.chapitre}:${verse.verset}`;
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen || (hrefFor && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onOpen(ref);
  };
  return (
    <Row $testament={testament} data-verset-id={verse.id}>
      {hrefFor ? (
        <ReferenceLink $testament={testament} href={hrefFor(ref)} onClick={open}>
          {label}
        </ReferenceLink>
      ) : onOpen ? (
        <ReferenceLink as="button" type="button" $testament={testament} onClick={open}>
          {label}
        </ReferenceLink>
      ) : (
        <ReferenceLink as="span" $testament={testament}>
          {label}
        </ReferenceLink>
      )}
      {/* Verse HTML from our own API (a fixed set of tags), marks added by highlightMatches. */}
      <VerseParagraph dangerouslySetInnerHTML={{ __html: html }} />
    </Row>
  );
}

/**
 * The body of the /rechercher page: "Trouvé N" ("(Max : 100)" past the cap),
 * the filter panel and the verses found, their matches highlighted. Renders
 * its props only; `SearchResults` fetches and gives it behaviour.
 */
export function SearchResultsView(props: SearchResultsViewProps) {
  const { word, filter, exact, state, compact = false, filtersOpen = false, onToggleFilters, onFilterChange, hrefFor, onOpen, onRetry, limit, allResultsHref, onShowAll } =
    props;
  const t = messages.results;
  const titleId = useId();
  const query = useMemo(() => parseSearchQuery(word), [word]);

  const data = state.status === 'ready' ? state.data : undefined;
  const panelData = data ?? (state.status === 'loading' ? state.previous : undefined);
  // While the first answer loads, the panel keeps its place (FilterPanel without data).
  const showPanel = panelData ? panelData.versetsCountTotal > 0 : state.status === 'loading';
  const rows = useMemo(
    () => (data ? data.versets.map((verse) => ({ verset: verse, html: highlightMatches(verse.texte, query, exact) })) : []),
    [data, query, exact],
  );

  const title = data ? t.found(data.versetsCount) : state.status === 'loading' ? t.loading : t.failed;
  const shown = limit !== undefined && rows.length > limit ? rows.slice(0, limit) : rows;
  const more = shown.length < rows.length && data !== undefined;
  const capped = !more && data !== undefined && data.versetsCount > SEARCH_MAX_RESULTS;
  const announcement = state.status === 'loading' ? t.loading : data ? (data.versetsCount > 0 ? title : t.noResult) : '';

  return (
    <ParoleScope>
      <PageRoot lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
        <Header>
          <PageTitle id={titleId}>
            {title}
            {capped && (
              <Max title={t.maxLabel}>
                {t.max}
              </Max>
            )}
          </PageTitle>
          <PageSubtitle>
            {t.query(word)}
            {exact === 'exa' && ` · ${t.exact}`}
          </PageSubtitle>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </Header>

        <Layout $sidebar={showPanel && !compact}>
          {showPanel && (
            <FilterPanel
              data={panelData}
              filter={filter}
              compact={compact}
              open={filtersOpen}
              onToggle={onToggleFilters}
              onFilterChange={onFilterChange}
            />
          )}
          <Results>
            {state.status === 'loading' && (
              <SkeletonLines widths={SKELETON_WIDTHS} />
            )}
            {state.status === 'error' && (
              <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
            )}
            {data && data.versetsCount === 0 && <EmptyBox>{t.noResult}</EmptyBox>}
            {shown.length > 0 && (
              <List aria-label={t.verses}>
                {shown.map(({ verset: verse, html }) => (
                  <ResultRow key={verse.id} verse={verse} html={html} hrefFor={hrefFor} onOpen={onOpen} />
                ))}
              </List>
            )}
            {more && (
              <More>
                {allResultsHref ? (
                  <MoreLink href={allResultsHref}>{t.seeAll(data.versetsCount)}</MoreLink>
                ) : (
                  <Button type="button" onClick={onShowAll}>
                    {t.seeAll(data.versetsCount)}
                  </Button>
                )}
              </More>
            )}
            {capped && <Note>{t.capped}</Note>}
          </Results>
        </Layout>
      </PageRoot>
    </ParoleScope>
  );
}
