import { useId } from 'react';
import { styled } from 'styled-components';
import { BUTTON_TOKENS, getBook, testamentOf, type Scope, type SearchResponse, type Testament } from '@parole/bible';
import { FilterIcon } from '../internal/icons.js';
import { Button, SubsectionTitle, TabButton } from '../internal/ui.js';
import { messages } from '../messages.js';
import { accent, bareList, color, narrowWidget, radius, space, wideWidget } from '../style.js';

/**
 * The mobile layout, or `'byWidth'`: both layouts in the markup, the one
 * shown chosen by the widget's width in CSS (container queries), for markup
 * made without a browser to measure it (the server's pages: packages/pages).
 */
export type CompactLayout = boolean | 'byWidth';

/** The height of a book's bar. */
const BAR_HEIGHT_REM = 0.6;

export interface FilterPanelProps {
  /**
   * The counts to show (they do not depend on the filter). Absent while the
   * first answer loads: the panel then keeps its place with its heading
   * only (a disabled toggle on mobile), so the results do not move when the
   * counts arrive.
   */
  data?: SearchResponse;
  /** The filter in force. */
  filter: Scope;
  /** Mobile layout: the panel collapses behind a "Filtres" toggle; `'byWidth'`: as the widget's width says, in CSS. */
  compact: CompactLayout;
  /** Compact layout: whether the panel is open. */
  open: boolean;
  onToggle?: () => void;
  onFilterChange?: (filter: Scope) => void;
}

const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: ${space('sm')};

`;

const Testaments = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space('xs')};
`;

/* The label over its count, in a tab's one height (issue 51: 43 px before): no vertical padding, a tighter line. */
const TestamentButton = styled(TabButton)<{ $tone: 'all' | Testament }>`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 0;
  padding: 0 ${space('xs')};
  line-height: 1.1;
  color: ${(p) => (p.$tone === 'all' ? color('text')(p) : accent({ ...p, $testament: p.$tone }))};

  &[aria-pressed='true'] {
    border-color: currentColor;
    box-shadow: inset 0 0 0 1px currentColor;
  }
`;

const Count = styled.span`
  color: ${color('textMuted')};
  font-size: 0.8rem;
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;

const Books = styled.ul`
  display: grid;
  gap: 2px;
  ${bareList}
`;

/* A book's filter: the one chip size (BUTTON_TOKENS.chip); pressed, an inset ring in its testament's colour. */
const BookButton = styled.button.attrs<{ 'data-look'?: string }>({ 'data-look': 'button-chip' })<{ $testament: Testament }>`
  display: grid;
  /* Fixed columns, so that every bar starts and ends at the same place. */
  grid-template-columns: 2.75rem 1fr 5ch;
  align-items: center;
  gap: ${space('xs')};
  width: 100%;
  min-height: ${BUTTON_TOKENS.chip.height};
  margin: 0;
  padding: 0 ${space('xs')};
  border: 1px solid transparent;
  border-radius: ${radius('sm')};
  background: transparent;
  color: ${color('text')};
  font: inherit;
  font-size: 0.85rem;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${color('surface')};
  }

  &[aria-pressed='true'] {
    border-color: ${accent};
    background: ${color('surface')};
    box-shadow: inset 0 0 0 1px ${accent};
  }
`;

const BookCount = styled(Count)`
  text-align: right;
`;

const Abbr = styled.span<{ $testament: Testament }>`
  color: ${accent};
  font-weight: 700;
  white-space: nowrap;
`;

/*
 * The bar: an SVG whose rectangle's width is an attribute, never a style
 * attribute, which the site's Content-Security-Policy refuses in markup the
 * server writes (docs/decisions/host.md#content-security-policy).
 */
const Track = styled.svg`
  display: block;
  width: 100%;
  height: ${BAR_HEIGHT_REM}rem;
  border-radius: ${radius('pill')};
  background: ${color('skeleton')};
  overflow: hidden;
`;

const Fill = styled.rect<{ $testament: Testament }>`
  fill: ${accent};
  rx: ${BAR_HEIGHT_REM / 2}rem;
`;

/* With compact 'byWidth': shown in a widget of one width only (the filters' body, as behind a closed toggle, only in a wide one). */
const ByWidth = styled.span<{ $only?: 'wide' | 'narrow' }>`
  ${(p) => p.$only && `${p.$only === 'wide' ? narrowWidget(p) : wideWidget(p)} { display: none; }`}
`;

const TESTAMENT_FILTERS = [
  { filter: 'atnt', tone: 'all', name: messages.results.filterBible, label: messages.results.filterBibleLabel },
  { filter: 'at', tone: 'old', name: messages.results.filterAT, label: messages.results.filterATLabel },
  { filter: 'nt', tone: 'new', name: messages.results.filterNT, label: messages.results.filterNTLabel },
] as const;

/**
 * The filter panel of the search results (specification, "Search results"):
 * BIBLE, AT and NT with their totals, then one bar per book with hits, as
 * long as its count against the largest; old testament violet, new cyan.
 * Each selects its filter. Collapsible on mobile.
 */
export function FilterPanel({ data, filter, compact, open, onToggle, onFilterChange }: FilterPanelProps) {
  const t = messages.results;
  const headingId = useId();
  const bodyId = useId();
  const totals = data && { atnt: data.versetsCountTotal, at: data.versetsCountAT, nt: data.versetsCountNT };
  const byWidth = compact === 'byWidth';
  const shown = !compact || open || byWidth;
  const toggle = (
    <Button type="button" aria-expanded={open} aria-controls={bodyId} disabled={!data} onClick={onToggle}>
      <FilterIcon />
      {t.filters}
    </Button>
  );

  return (
    <Panel aria-labelledby={headingId}>
      {byWidth ? (
        <SubsectionTitle as="h2" id={headingId}>
          <ByWidth $only="wide">{t.filters}</ByWidth>
          <ByWidth $only="narrow">{toggle}</ByWidth>
        </SubsectionTitle>
      ) : compact ? (
        <SubsectionTitle as="h2" id={headingId}>{toggle}</SubsectionTitle>
      ) : (
        <SubsectionTitle as="h2" id={headingId}>{t.filters}</SubsectionTitle>
      )}
      {data && totals && shown && (
        <ByWidth as="div" id={bodyId} $only={byWidth ? 'wide' : undefined}>
          <Testaments role="group" aria-label={t.filtersLabel}>
            {TESTAMENT_FILTERS.map(({ filter: value, tone, name, label }) => (
              <TestamentButton
                key={value}
                type="button"
                $tone={tone}
                aria-pressed={filter === value}
                aria-label={t.filterLabel(name, label, totals[value])}
                title={label}
                onClick={() => onFilterChange?.(value)}
              >
                <span>{name}</span>{' '}
                <Count>{t.count(totals[value])}</Count>
              </TestamentButton>
            ))}
          </Testaments>
          <Books aria-label={t.books}>
            {data.livres.map((entry) => {
              const testament = testamentOf(entry.livre_id);
              const name = getBook(entry.livre_id)?.name ?? String(entry.livre_id);
              // As long as its count against the largest; at least a sliver.
              const width = data.livresMax > 0 ? Math.max(1, (entry.total / data.livresMax) * 100) : 0;
              const value = String(entry.livre_id) as Scope;
              return (
                <li key={entry.livre_id}>
                  <BookButton
                    type="button"
                    $testament={testament}
                    aria-pressed={filter === value}
                    aria-label={t.filterLabel(entry.livre.abr, name, entry.total)}
                    title={name}
                    data-livre={entry.livre_id}
                    onClick={() => onFilterChange?.(value)}
                  >
                    <Abbr $testament={testament}>{entry.livre.abr}</Abbr>{' '}
                    <Track aria-hidden="true" focusable="false">
                      <Fill $testament={testament} width={`${Number(width.toFixed(2))}%`} height="100%" />
                    </Track>
                    <BookCount>{t.count(entry.total)}</BookCount>
                  </BookButton>
                </li>
              );
            })}
          </Books>
        </ByWidth>
      )}
    </Panel>
  );
}
