import {
  highlightMatches,
  parseSearchQuery,
  SEARCH_MAX_RESULTS,
  testamentOf,
  type ExactMode,
  type ReadingPlace,
  type Scope,
  type SearchQuery,
  type SearchResponse,
  type Testament,
  type Verse,
} from '@parole/bible';
import { useId, useMemo, type MouseEvent, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import type { ViewState } from '../api/useApiResource.js';
import { isPlainLeftClick } from '../internal/links.js';
import { markTextSigns } from '../internal/signs.js';
import { Button, EmptyBox, LoadError, PageRoot, PageSubtitle, PageTitle, ParoleScope, SkeletonLines, VerseCard, VisuallyHidden, referenceLink, VerseParagraph } from '../internal/ui.js';
import { messages } from '../messages.js';
import { bareList, color, space, wideWidget } from '../style.js';
import { FilterPanel, type CompactLayout } from './FilterPanel.js';

/** Loading, `previous` is the last answer for the same word and mode, whose filter panel stays while another filter loads. */
export type SearchResultsViewState = ViewState<SearchResponse, { previous?: SearchResponse }>;

export interface SearchResultsViewProps {
  /** Set to the widget's root: the width its compact layout follows (useWidthCompact). */
  rootRef?: Ref<HTMLElement>;
  /** The search as typed, shown under the title. */
  word: string;
  /**
   * The search the matches are marked by, when the caller has parsed `word`
   * already (the server's pages draw one answer for every way of typing its
   * search); parsed from `word` otherwise.
   */
  query?: SearchQuery;
  filter: Scope;
  exact: ExactMode;
  /** The name of the translation searched, said under the title; none for the default (issue 41). */
  translationName?: string;
  state: SearchResultsViewState;
  /**
   * Mobile layout: one column, the filter panel collapsed behind "Filtres".
   * `'byWidth'`: either, as the widget's width says in CSS (container
   * queries), for markup made without a browser (the server's pages).
   */
  compact?: CompactLayout;
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
  /**
   * Verses shown at a time: the first `limit`, then « Voir les N résultats »
   * (allResultsHref), or pages of `limit` verses (onPage). All without it.
   */
  limit?: number;
  /** Where « Voir les N résultats » leads, after the first `limit` verses. */
  allResultsHref?: string;
  /** Without allResultsHref: the page of `limit` verses shown, from 0. */
  page?: number;
  /** « Versets précédents » or « Versets suivants » chose another page. */
  onPage?: (page: number) => void;
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

const SIDEBAR_COLUMNS = 'minmax(12rem, 16rem) minmax(0, 1fr)';

/* The filter panel beside the verses, or above them; 'byWidth': beside them in a wide widget only. */
const Layout = styled.div<{ $sidebar: boolean | 'byWidth' }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$sidebar === true ? SIDEBAR_COLUMNS : 'minmax(0, 1fr)')};
  gap: ${space('lg')};
  align-items: start;

  ${(p) => p.$sidebar === 'byWidth' && `${wideWidget(p)} { grid-template-columns: ${SIDEBAR_COLUMNS}; }`}
`;

const Results = styled.div`
  min-width: 0;
`;

const List = styled.ol`
  display: grid;
  gap: ${space('sm')};
  ${bareList}
`;

/* A result: the one verse card (internal/ui.tsx). */
const Row = VerseCard;

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

/* The pager under a page of verses: previous, where we are, next; on one line down to a 280-px widget. */
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
  margin: ${space('md')} 0 0;
`;

const PagerStatus = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

const Note = styled.p`
  margin: ${space('md')} 0 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [30, 95, 80, 30, 100, 65, 30, 90, 75];

/**
 * A pager's button. At either end it stays in the keyboard's order, marked
 * unavailable (aria-disabled): a disabled button would drop the focus of the
 * reader who just pressed it.
 */
function PageButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" aria-disabled={disabled || undefined} onClick={disabled ? undefined : onClick}>
      {children}
    </Button>
  );
}

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
  const { word, filter, exact, translationName, state, compact = false, filtersOpen = false, onToggleFilters, onFilterChange, hrefFor, onOpen, onRetry, limit, allResultsHref, page = 0, onPage, rootRef } =
    props;
  const t = messages.results;
  const titleId = useId();
  const parsed = useMemo(() => parseSearchQuery(word), [word]);
  const query = props.query ?? parsed;

  const data = state.status === 'ready' ? state.data : undefined;
  const panelData = data ?? (state.status === 'loading' ? state.previous : undefined);
  // While the first answer loads, the panel keeps its place (FilterPanel without data).
  const showPanel = panelData ? panelData.versetsCountTotal > 0 : state.status === 'loading';
  const rows = useMemo(
    () => (data ? data.versets.map((verse) => ({ verset: verse, html: markTextSigns(highlightMatches(verse.texte, query, exact)) })) : []),
    [data, query, exact],
  );

  const title = data ? t.found(data.versetsCount) : state.status === 'loading' ? t.loading : t.failed;
  const cut = limit !== undefined && rows.length > limit;
  const paged = cut && !allResultsHref && onPage !== undefined;
  const pages = paged ? Math.ceil(rows.length / limit) : 1;
  const current = Math.min(Math.max(page, 0), pages - 1);
  const from = paged ? current * limit : 0;
  const shown = cut ? rows.slice(from, from + limit) : rows;
  const more = cut && !paged && data !== undefined;
  const capped = !more && current === pages - 1 && data !== undefined && data.versetsCount > SEARCH_MAX_RESULTS;
  const announcement = state.status === 'loading' ? t.loading : data ? (data.versetsCount > 0 ? title : t.noResult) : '';

  return (
    <ParoleScope>
      <PageRoot ref={rootRef} lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
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
            {translationName !== undefined && ` · ${t.inTranslation(translationName)}`}
          </PageSubtitle>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </Header>

        <Layout $sidebar={showPanel && (compact === 'byWidth' ? 'byWidth' : !compact)}>
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
            {more && allResultsHref && (
              <More>
                <MoreLink href={allResultsHref}>{t.seeAll(data.versetsCount)}</MoreLink>
              </More>
            )}
            {paged && (
              <Pager aria-label={t.pages}>
                <PageButton disabled={current === 0} onClick={() => onPage(current - 1)}>
                  {t.previousPage}
                </PageButton>
                <PagerStatus role="status">{t.pageRange(from + 1, from + shown.length, rows.length)}</PagerStatus>
                <PageButton disabled={current === pages - 1} onClick={() => onPage(current + 1)}>
                  {t.nextPage}
                </PageButton>
              </Pager>
            )}
            {capped && <Note>{t.capped}</Note>}
          </Results>
        </Layout>
      </PageRoot>
    </ParoleScope>
  );
}
