import { formatVerseSelection, getBook, testamentOf, type ChapterRef, type ChapterResponse, type ReadingPlace, type Testament, type TranslationItem } from '@parole/bible';
import { useId, useRef, type Ref } from 'react';
import { styled } from 'styled-components';
import type { ViewState } from '../api/useApiResource.js';
import { accent, color, font, space, titleLook } from '../style.js';
import { lazyPart, PartBoundary } from '../internal/lazy.js';
import { TextSignsLegend } from '../internal/SignsText.js';
import { Button, LoadError, Notice, PageRoot, ParoleScope, VisuallyHidden, SkeletonLine } from '../internal/ui.js';
import type { SwipeHandlers } from '../internal/useSwipe.js';
import { BookmarkIcon, PlayIcon } from '../internal/icons.js';
import { messages } from '../messages.js';
import { ChapterBar } from './ChapterBar.js';
import { TranslationPicker } from './TranslationPicker.js';
import type { ReaderPlayer } from './PlayerPanel.js';
import type { ReaderReferences } from './ReferencesPanel.js';
import { VerseList } from './VerseList.js';
import { ParallelBody, type ParallelBodyProps } from './parallel/ParallelText.js';
import type { VersesComparePanelProps } from './parallel/VersesComparePanel.js';
import type { ReaderPanel } from './panel.js';
import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings, type SettingsAction } from './settings.js';

/*
 * The panels open on a button, and most readings never open them: their code
 * (and the player's <audio> wrapper) is loaded on the first opening, not with
 * the page (issue 15, docs/decisions/widgets.md); a notice with « Réessayer »
 * in their place if it cannot come (internal/lazy.tsx).
 */
const SettingsPanel = lazyPart(() => import('./SettingsPanel.js').then((m) => ({ default: m.SettingsPanel })));
const PlayerPanel = lazyPart(() => import('./PlayerPanel.js').then((m) => ({ default: m.PlayerPanel })));
const ReferencesPanel = lazyPart(() => import('./ReferencesPanel.js').then((m) => ({ default: m.ReaderReferencesPanel })));
/* The selection in every translation (issue 42): loaded on its first opening too. */
const VersesComparePanel = lazyPart(() => import('./parallel/VersesComparePanel.js').then((m) => ({ default: m.VersesComparePanel })));

/** Which panel is open under the toolbar: declared in panel.ts, below controller/ that sets it. */
export type { ReaderPanel } from './panel.js';

/** The « Références » panel's verse (issue 43): the first selected one, whose references the panel asks. */
export type { ReaderReferences } from './ReferencesPanel.js';

export type ReaderViewState = ViewState<ChapterResponse>;

export interface ReaderViewProps {
  book: number;
  chapter: number;
  /** The book's chapters in the translation read (issue 41: Martin's Joël has 3); the chapter table's when absent. */
  chapterCount?: number;
  /** The translation read, for the picker. */
  translation?: string;
  /** The server's translations: with onTranslationChange, the picker of the chapter's header (issue 41). */
  translations?: readonly TranslationItem[];
  /** Another translation was chosen in the picker. */
  onTranslationChange?: (translation: string) => void;
  state: ReaderViewState;
  settings?: DisplaySettings;
  /** Mobile layout: 8 chapters before '...', one column, no column toggle. */
  compact?: boolean;
  /** A touch screen (no hover, a coarse pointer): a tap selects a verse, and the hint says so. */
  touch?: boolean;
  /** Selected verse numbers. */
  selected?: readonly number[];
  openPanel?: ReaderPanel | null;
  /** The player panel's state, when it is open ('player'); idle without it. */
  player?: ReaderPlayer;
  /** The « Références » panel's verse, when it is open ('references'): the panel asks its references. */
  references?: ReaderReferences;
  /** A reference of the « Références » panel opened by a plain click (its link is `hrefFor`'s). */
  onOpenReference?: (place: ReadingPlace) => void;
  /** Whether the chapter bar's '...' has been used. */
  chaptersExpanded?: boolean;
  /** Inline confirmation to show (when the host does not take notifications). */
  notice?: string | null;
  hrefFor?: (place: ReadingPlace) => string;
  rootRef?: Ref<HTMLElement>;
  /** Swipe recognition, spread on the text area. */
  gestureProps?: SwipeHandlers;
  onNavigate?: (ref: ChapterRef) => void;
  onRetry?: () => void;
  onToggleVerse?: (verse: number) => void;
  onSettingsAction?: (action: SettingsAction) => void;
  onTogglePanel?: (panel: ReaderPanel) => void;
  onExpandChapters?: () => void;
  onCopySelection?: () => void;
  onCopyChapter?: () => void;
  /** Shows the "Marque-page" button: bookmark the selection, or the chapter. */
  onBookmark?: () => void;
  onDismissNotice?: () => void;
  /** Side by side (issue 42): the parallel chapter shown instead of the verses. */
  parallel?: Pick<ParallelBodyProps, 'state' | 'count' | 'onRetry' | 'onRemove' | 'translations'>;
  /** The selection in every translation (the panel « Comparer les traductions »): shown when the server has several. */
  versesCompare?: Omit<VersesComparePanelProps, 'id' | 'selected' | 'book' | 'chapter' | 'bookName'>;
  /** Shows « Comparer »: adds a translation beside (`compareName`). */
  onCompare?: () => void;
  compareName?: string;
  /**
   * The translations' list is on its way, and « Comparer » (`compare`) or
   * « Comparer les traductions » (`verses`) may follow from it: each is drawn
   * disabled in its place meanwhile, so that the buttons do not reflow when
   * the list arrives (a phone's toolbar wraps: CLS, first-load test).
   */
  comparePending?: { compare: boolean; verses: boolean };
}

const Title = styled.h1.attrs<{ 'data-look'?: string }>({ 'data-look': 'title-page' })<{ $testament: Testament }>`
  margin: 0 0 ${space('sm')};
  font-family: ${font('ui')};
  ${titleLook('page')}
  color: ${accent};
`;

/* The title and the translation picker: side by side, the picker under the title when they do not fit. */
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${space('md')};
  margin: 0 0 ${space('sm')};

  h1 {
    margin: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  margin: ${space('sm')} 0 0;
`;

const Spacer = styled.span`
  flex: 1;
`;

/* A panel that could not be loaded: the notice where it would have been, under the buttons. */
const PanelFailure = styled(PartBoundary)`
  margin: ${space('sm')} 0 0;
`;

const Hint = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
`;

const Body = styled.div`
  margin-top: ${space('md')};
  /* Vertical scrolling stays the browser's; horizontal moves reach the swipe handlers. */
  touch-action: pan-y pinch-zoom;
`;

/* Room at the end of the text for the player's bar (fixed at the bottom), so that it never hides the last verses. */
const PlayerBarRoom = styled.div`
  height: 9rem;
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [92, 100, 85, 97, 70, 95, 88, 60];

/**
 * The reading page of one chapter. Renders its props and reports the user's
 * intentions through callbacks; it fetches nothing and keeps no state, so
 * stories and tests can show any state without a server. `Reader` wires it
 * to the behaviour hooks.
 */
export function ReaderView(props: ReaderViewProps) {
  const {
    book: bookId,
    chapter,
    chapterCount,
    translation,
    translations,
    onTranslationChange,
    state,
    settings = DEFAULT_DISPLAY_SETTINGS,
    compact = false,
    touch = false,
    selected = [],
    openPanel = null,
    player = { status: 'idle' },
    references,
    onOpenReference,
    chaptersExpanded = false,
    notice,
    hrefFor,
    rootRef,
    gestureProps,
    onNavigate,
    onRetry,
    onToggleVerse,
    onSettingsAction,
    onTogglePanel,
    onExpandChapters,
    onCopySelection,
    onCopyChapter,
    onBookmark,
    onDismissNotice,
    parallel,
    onCompare,
    compareName,
    versesCompare,
    comparePending,
  } = props;
  const titleId = useId();
  const settingsId = useId();
  const playerId = useId();
  const referencesId = useId();
  const referencesButton = useRef<HTMLButtonElement>(null);
  const compareId = useId();
  const t = messages.reader;

  const book = getBook(bookId);
  const bookName = book?.name ?? String(bookId);
  const testament = testamentOf(bookId);
  const columns = compact ? 1 : settings.column;
  const ready = state.status === 'ready';
  const selection = formatVerseSelection(selected);
  // Listening outlives the player's panel (issue 47): a bar kept on screen on a phone, or while another panel is open.
  const listening = openPanel === 'player' || player.listening === true;
  const playerVariant = compact || openPanel !== 'player' ? 'bar' : 'panel';

  return (
    <ParoleScope>
      <PageRoot ref={rootRef} lang="fr" aria-labelledby={titleId} data-testament={testament}>
        {onTranslationChange && translations ? (
          <Header>
            <Title id={titleId} $testament={testament}>
              {t.title(bookName, chapter)}
            </Title>
            <TranslationPicker translation={translation} translations={translations} compact={compact} onChange={onTranslationChange} />
          </Header>
        ) : (
          <Title id={titleId} $testament={testament}>
            {t.title(bookName, chapter)}
          </Title>
        )}

        {book && (
          <ChapterBar
            book={bookId}
            chapter={chapter}
            count={chapterCount ?? book.chapters}
            testament={testament}
            compact={compact}
            expanded={chaptersExpanded}
            onExpand={onExpandChapters}
            onNavigate={onNavigate}
            hrefFor={hrefFor}
          />
        )}

        <Bar role="group" aria-label={t.options}>
          {!compact && (
            // Side by side, each translation is a column: the toggle stays in its place (nothing after it moves when a column is added), disabled, saying why.
            <Button
              type="button"
              aria-pressed={settings.column === 2}
              disabled={parallel !== undefined}
              title={parallel ? t.twoColumnsSideBySide : undefined}
              onClick={() => onSettingsAction?.({ type: 'toggleColumns' })}
            >
              {t.twoColumns}
            </Button>
          )}
          <Button
            type="button"
            aria-expanded={openPanel === 'player'}
            aria-controls={playerId}
            aria-label={messages.audio.listenLabel(t.title(bookName, chapter))}
            onClick={() => onTogglePanel?.('player')}
          >
            <PlayIcon />
            {messages.audio.listen}
          </Button>
          <Button
            type="button"
            aria-expanded={openPanel === 'settings'}
            aria-controls={settingsId}
            aria-label={t.settingsLabel}
            onClick={() => onTogglePanel?.('settings')}
          >
            {t.settings}
          </Button>
          {(onCompare || comparePending?.compare) && (
            <Button type="button" aria-label={compareName && messages.parallel.compareLabel(compareName)} disabled={!onCompare} onClick={onCompare}>
              {messages.parallel.compare}
            </Button>
          )}
          <Spacer />
          <Button type="button" aria-label={t.copySelectionLabel} disabled={!ready || selected.length === 0} onClick={onCopySelection}>
            {t.copySelection}
          </Button>
          {/* The verses that echo the first selected verse (issue 43). */}
          <Button
            ref={referencesButton}
            type="button"
            disabled={!ready || selected.length === 0}
            aria-expanded={openPanel === 'references'}
            aria-controls={referencesId}
            title={selected.length > 0 ? t.referencesLabel(`${bookName} ${chapter}:${selected[0]}`) : undefined}
            onClick={() => onTogglePanel?.('references')}
          >
            {t.references}
          </Button>
          {(versesCompare || comparePending?.verses) && (
            <Button
              type="button"
              aria-label={messages.parallel.compareVersesLabel}
              aria-expanded={openPanel === 'compare'}
              aria-controls={compareId}
              disabled={!versesCompare || !ready || selected.length === 0}
              onClick={() => onTogglePanel?.('compare')}
            >
              {messages.parallel.compareVerses}
            </Button>
          )}
          <Button type="button" disabled={!ready} onClick={onCopyChapter}>
            {t.copyChapter}
          </Button>
          {onBookmark && (
            <Button
              type="button"
              disabled={!ready}
              title={selected.length > 0 ? t.bookmarkSelectionLabel : t.bookmarkChapterLabel}
              onClick={onBookmark}
            >
              <BookmarkIcon />
              {t.bookmark}
            </Button>
          )}
        </Bar>

        {/*
         * Nothing while a panel's code arrives: the panel then opens as it would have, under the buttons.
         * If it cannot, a notice in its place, until « Réessayer » or the panel's button closes it; one
         * boundary per panel, so that the other one opens as usual.
         */}
        <PanelFailure>
          {openPanel === 'settings' && <SettingsPanel id={settingsId} settings={settings} onAction={onSettingsAction} />}
        </PanelFailure>
        <PanelFailure>
          {openPanel === 'compare' && versesCompare && selected.length > 0 && (
            <VersesComparePanel id={compareId} {...versesCompare} book={bookId} chapter={chapter} bookName={bookName} selected={selected} />
          )}
        </PanelFailure>
        <PanelFailure>{listening && <PlayerPanel id={playerId} title={t.title(bookName, chapter)} variant={playerVariant} {...player} />}</PanelFailure>
        <PanelFailure>
          {openPanel === 'references' && references && (
            <ReferencesPanel
              id={referencesId}
              {...references}
              compact={compact}
              hrefFor={hrefFor}
              onOpen={onOpenReference}
              onClose={() => onTogglePanel?.('references')}
              opener={referencesButton}
            />
          )}
        </PanelFailure>

        {/* Shown while the chapter loads too, so the text does not move down when it arrives. */}
        {state.status !== 'error' && (
          <Bar>
            <Hint aria-live="polite">{selection ? t.selection(`${bookName} ${chapter}:${selection}`) : touch ? t.selectionHintTouch : t.selectionHint}</Hint>
          </Bar>
        )}

        <Body {...gestureProps} aria-busy={state.status === 'loading'}>
          {parallel && (
            <ParallelBody
              {...parallel}
              chapter={chapter}
              settings={settings}
              testament={testament}
              selected={new Set(selected)}
              onToggleVerse={onToggleVerse}
              current={listening ? (player.verse ?? null) : null}
              onPlayVerse={listening ? player.onPlayVerse : undefined}
            />
          )}
          {!parallel && state.status === 'loading' && (
            <div>
              <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
              {SKELETON_WIDTHS.map((width, i) => (
                <SkeletonLine key={i} $width={width} aria-hidden="true" />
              ))}
            </div>
          )}
          {!parallel && state.status === 'error' && (
            <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
          )}
          {!parallel && state.status === 'ready' && (
            <>
              <VerseList
                data={state.data}
                settings={settings}
                columns={columns}
                testament={testament}
                selected={new Set(selected)}
                onToggleVerse={onToggleVerse}
                current={listening ? (player.verse ?? null) : null}
                onPlayVerse={listening ? player.onPlayVerse : undefined}
              />
              {/* What Darby's signs mean, after a chapter that has them (issue 41). */}
              <TextSignsLegend texts={state.data.versets.map((v) => v.texte)} />
            </>
          )}
          {listening && playerVariant === 'bar' && <PlayerBarRoom aria-hidden="true" />}
        </Body>

        <Notice message={notice} onDismiss={onDismissNotice} />
      </PageRoot>
    </ParoleScope>
  );
}
