/**
 * The reader's « Références » panel (issue 43): the verses that echo the
 * selected verse, most voted first, each with its reference (a link that
 * opens it), its text (a range's first verse, then « … »), « Voir plus » while
 * the server has more, and the credit the API gives (`source`, CC BY).
 *
 * Under the reader's buttons on a wide screen, as its other panels; a sheet
 * from the bottom on a phone (the Overlay: the page behind inert, Escape and
 * the backdrop close it). Either way Escape closes it and focus goes back to
 * the button that opened it. Loaded on its first opening (ReaderView's
 * lazyPart), so the reading page's first load does not carry it.
 */
import { testamentOf, type CrossReference, type CrossReferencesResponse, type ReadingPlace } from '@parole/bible';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { useCrossReferences, type CrossReferencesView, type VerseRef } from '../api/references.js';
import { Button, LoadError, SectionTitle, SkeletonLines, VisuallyHidden, referenceLink, verseMarkup, widgetRoot } from '../internal/ui.js';
import { isPlainLeftClick } from '../internal/links.js';
import { markTextSigns } from '../internal/signs.js';
import { messages } from '../messages.js';
import { readerPanel } from './panel.js';
import { Overlay } from '../overlay/Overlay.js';
import { color, font, radius, space } from '../style.js';

export interface ReferencesPanelProps extends CrossReferencesView {
  id: string;
  /** The verse whose references these are: « Jean 3:16 ». */
  reference: string;
  /** A phone: a sheet from the bottom rather than a panel under the buttons. */
  compact?: boolean;
  /** Real links to a reference's place (the reading page at that verse, in the translation read). */
  hrefFor?: (place: ReadingPlace) => string;
  /** A reference opened by a plain click (the site's router, the embed's own reader). */
  onOpen?: (place: ReadingPlace) => void;
  /** Escape, « Fermer », the sheet's backdrop. */
  onClose: () => void;
  /** The button that opened the panel, given focus back when it closes. */
  opener?: RefObject<HTMLElement | null>;
}

const Panel = styled.section`
  ${readerPanel}
`;

/* The sheet's backdrop: the dimmed page, the sheet at its bottom. */
const Backdrop = styled(Overlay)`
  display: flex;
  align-items: flex-end;
  background: ${color('backdrop')};
`;

const Sheet = styled.div`
  ${widgetRoot}
  display: grid;
  gap: ${space('sm')};
  box-sizing: border-box;
  width: 100%;
  max-height: 85vh;
  overflow: auto;
  padding: ${space('md')};
  border-radius: ${radius('md')} ${radius('md')} 0 0;
  box-shadow: 0 -8px 32px ${color('shadow')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
`;

const Title = styled(SectionTitle)`

  &:focus {
    outline: none;
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${space('sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${space('xs')};
`;

const ReferenceLink = styled.a<{ $testament: ReturnType<typeof testamentOf> }>`
  ${referenceLink}
  justify-self: start;
`;

const Text = styled.p`
  margin: 0;
  font-family: ${font('text')};
  line-height: 1.5;

  ${verseMarkup}
`;

const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;

  a {
    color: inherit;
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [30, 95, 80, 35, 90, 60];

/**
 * Where a reference leads: its first verse, or its whole range when the
 * range stays in one chapter (the reading page selects it).
 * @example placeOf(romains58) // { book: 45, chapter: 5, verses: [8] }
 */
export function placeOf({ verset, fin }: CrossReference): ReadingPlace {
  const { livre_id: book, chapitre: chapter, verset: first } = verset;
  const last = fin && fin.livre_id === book && fin.chapitre === chapter ? fin.verset : first;
  return { book, chapter, verses: Array.from({ length: last - first + 1 }, (_, i) => first + i) };
}

function ReferenceItem({ item, hrefFor, onOpen }: { item: CrossReference; hrefFor?: ReferencesPanelProps['hrefFor']; onOpen?: ReferencesPanelProps['onOpen'] }) {
  const place = placeOf(item);
  const testament = testamentOf(place.book);
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen || (hrefFor && !isPlainLeftClick(event))) return;
    event.preventDefault();
    onOpen(place);
  };
  return (
    <Item>
      {hrefFor ? (
        <ReferenceLink $testament={testament} href={hrefFor(place)} onClick={open}>
          {item.reference}
        </ReferenceLink>
      ) : onOpen ? (
        <ReferenceLink as="button" type="button" $testament={testament} onClick={open}>
          {item.reference}
        </ReferenceLink>
      ) : (
        <ReferenceLink as="span" $testament={testament}>
          {item.reference}
        </ReferenceLink>
      )}
      <Text>
        {/* Verse HTML from our own API (span.wj, span.qs, i, sup, br: the importer's allowlist). */}
        <span dangerouslySetInnerHTML={{ __html: markTextSigns(item.verset.texte) }} />
        {item.fin && ` ${messages.references.rangeMore}`}
      </Text>
    </Item>
  );
}

function Body({ state, onRetry, onMore, loadingMore, moreError, hrefFor, onOpen }: ReferencesPanelProps) {
  const t = messages.references;
  const list = useRef<HTMLOListElement>(null);
  // « Voir plus » leaves when the rest has come: focus goes to the first reference it brought, not to the page.
  const focusFrom = useRef<number | null>(null);
  const count = state.status === 'ready' ? state.data.references.length : 0;
  useEffect(() => {
    if (focusFrom.current === null || count <= focusFrom.current) return;
    list.current?.children[focusFrom.current]?.querySelector<HTMLElement>('a, button')?.focus();
    focusFrom.current = null;
  }, [count]);
  const more =
    onMore &&
    (() => {
      focusFrom.current = count;
      onMore();
    });
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <SkeletonLines widths={SKELETON_WIDTHS} />
      </div>
    );
  }
  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />;
  const { references, total, source } = state.data;
  return (
    <>
      {references.length === 0 ? (
        <Muted>{t.none}</Muted>
      ) : (
        <List ref={list}>
          {references.map((item) => (
            <ReferenceItem key={`${item.verset.id}-${item.fin ? `${item.fin.livre_id}.${item.fin.chapitre}.${item.fin.verset}` : ''}`} item={item} hrefFor={hrefFor} onOpen={onOpen} />
          ))}
        </List>
      )}
      {moreError && <LoadError message={moreError} onRetry={more} retryLabel={t.retry} />}
      {references.length > 0 && (
        <Foot>
          <Muted>{t.count(references.length, total)}</Muted>
          {onMore && !moreError && (
            <Button type="button" aria-disabled={loadingMore || undefined} onClick={loadingMore ? undefined : more}>
              {loadingMore ? t.moreLoading : t.more}
            </Button>
          )}
        </Foot>
      )}
      <Credit source={source} />
    </>
  );
}

/** The credit the licence asks for (CC BY), in the API's words and link. */
function Credit({ source }: { source: CrossReferencesResponse['source'] }) {
  return (
    <Muted>
      <a href={source.lien} target="_blank" rel="noopener noreferrer">
        {source.texte}
      </a>
    </Muted>
  );
}

/**
 * The verses that echo the selected verse: a panel under the reader's
 * buttons, or a sheet on a phone. Renders its props; the Reader asks the
 * references (useCrossReferences) and opens what is clicked.
 * @example <ReferencesPanel id={id} reference="Jean 3:16" state={state} onClose={close} opener={buttonRef} />
 */
export function ReferencesPanel(props: ReferencesPanelProps) {
  const { id, reference, compact = false, onClose, opener } = props;
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const t = messages.references;
  const close = () => {
    onClose();
    opener?.current?.focus();
  };
  const head = (
    <Head>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {t.title(reference)}
      </Title>
      <Button type="button" aria-label={t.closeLabel} onClick={close}>
        {t.close}
      </Button>
    </Head>
  );
  const body: ReactNode = <Body {...props} />;

  // Open on a wide screen: focus in the panel, where Tab reaches its links and Escape closes it.
  useEffect(() => {
    if (!compact) titleRef.current?.focus({ preventScroll: true });
  }, [compact]);

  if (compact) {
    return (
      <Backdrop open lang="fr" onClose={onClose} aria-labelledby={titleId} initialFocus={titleRef} fallbackFocus={() => opener?.current}>
        <Sheet id={id}>
          {head}
          {body}
        </Sheet>
      </Backdrop>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  return (
    <Panel id={id} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {head}
      {body}
    </Panel>
  );
}

/** The references of the reader's panel: of a verse, asked in the translation read, or a state given as it is (stories). */
export interface ReaderReferences {
  /** The verse whose references these are, in the translation's numbering. */
  verse: VerseRef;
  /** How it is written: « Jean 3:16 ». */
  reference: string;
  /** The translation read; Louis Segond 1910 without one. */
  translation?: string;
  /** A state to show instead of asking (a story's). */
  view?: CrossReferencesView;
}

/**
 * The reader's panel of a verse's references: asks them (useCrossReferences)
 * and shows them. In the panel's chunk with it, so that the reading page's
 * first load carries neither the panel nor the hook that asks for it.
 * @example <ReaderReferencesPanel id={id} verse={{ book: 43, chapter: 3, verse: 16 }} reference="Jean 3:16" onClose={close} />
 */
export function ReaderReferencesPanel({ view, ...props }: Omit<ReferencesPanelProps, keyof CrossReferencesView> & ReaderReferences) {
  return view ? <ReferencesPanel {...props} {...view} /> : <AskedReferencesPanel {...props} />;
}

function AskedReferencesPanel({ verse, translation, ...props }: Omit<ReferencesPanelProps, keyof CrossReferencesView> & Omit<ReaderReferences, 'view'>) {
  return <ReferencesPanel {...props} {...useCrossReferences(verse, translation)} />;
}
