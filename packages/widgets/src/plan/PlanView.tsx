import { useId, type MouseEvent, type Ref } from 'react';
import { styled } from 'styled-components';
import { daysInMonth, isLeapYear, type ChapterRef, type ReadingPlace, type Testament } from '@parole/bible';
import { AudioElement, VoiceNote } from '../audio/AudioElement.js';
import { isActive, type AudioElementBinding, type PlayerStatus } from '../audio/useAudioPlayer.js';
import { CheckIcon, PauseIcon, PlayIcon } from '../internal/icons.js';
import { isPlainLeftClick } from '../internal/links.js';
import { markTextSigns } from '../internal/signs.js';
import { Button, LoadError, PageRoot, PageSubtitle, PageTitle, ParoleScope, SubsectionTitle, VerseCard, VisuallyHidden, verseMarkup, referenceLink, ShortForm, SkeletonLine } from '../internal/ui.js';
import { messages } from '../messages.js';
import { accent, bareList, color, font, radius, space } from '../style.js';
import { chapterKey, type PlanChapter } from './chapters.js';

export type PlanViewState =
  | { status: 'loading' }
  /** Not a date of the year: nothing to read. */
  | { status: 'invalid' }
  | { status: 'error'; message: string }
  | { status: 'ready'; at: PlanChapter[]; nt: PlanChapter[] };

export interface PlanViewProps {
  /** Set to the widget's root: the width its compact layout follows (useWidthCompact). */
  rootRef?: Ref<HTMLElement>;
  /** The date shown: month 1-12, day of the month. */
  month: number;
  day: number;
  /** The year of the calendar (29 February, 28 February's extra readings). */
  year: number;
  /** Today's date, for the "Aujourd'hui" button. */
  today: { month: number; day: number };
  state: PlanViewState;
  /** One column instead of two (mobile). */
  compact?: boolean;
  /** Chapters already opened (chapterKey: 'book/chapter'): marked "Lu". */
  read?: readonly string[];
  /** Chapters whose text is shown (chapterKey). */
  expanded?: readonly string[];
  /** A date was chosen (Aujourd'hui, a month, a day). */
  onDateChange?: (month: number, day: number) => void;
  /** Real links to the reader (a whole chapter, no verses). */
  hrefFor?: (place: ReadingPlace) => string;
  /** A plain click on a chapter link (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace) => void;
  /** Any activation of a chapter link, or its text shown: the chapter counts as read. */
  onChapterOpen?: (ref: ChapterRef) => void;
  /** The "Afficher le texte / Masquer le texte" toggle of a chapter. */
  onToggleText?: (ref: ChapterRef) => void;
  /** Shown as "Réessayer" in the error state when given. */
  onRetry?: () => void;
  /**
   * The day's audio: the chapter heard (chapterKey), what the player does,
   * and its `<audio>` element's binding (useAudioPlayer; a story gives none).
   */
  audio?: PlanAudio;
  /** A chapter's audio button: play it, or pause it while it plays. */
  onToggleAudio?: (ref: ChapterRef) => void;
}

/** The plan's player: one `<audio>` for the day's chapters, played in turn. */
export interface PlanAudio {
  /** The chapter loaded (chapterKey), or null. */
  current: string | null;
  status: PlayerStatus;
  element?: Partial<AudioElementBinding>;
  /** The verse of the current chapter being read (its verse timings), null when none is. */
  verse?: number | null;
  /** Plays a chapter from a verse's start (a click on it in the chapter's text shown). */
  onPlayVerse?: (ref: ChapterRef, verse: number) => void;
  /** Offline, the chapter (chapterKey) asked whose audio is not on the device, said so at once (issue 47); null otherwise. */
  absent?: string | null;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  margin-top: ${space('sm')};
`;

const Columns = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$compact ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  gap: ${space('lg')};
  margin-top: ${space('lg')};
  align-items: start;
`;

const Column = styled.section<{ $testament: Testament }>`
  min-width: 0;
  border-top: 4px solid ${accent};
  padding-top: ${space('sm')};
`;

/* A testament's list: the sub-section level, as the quiz's testament groups (issue 51); still an h2 under the page's h1. */
const ColumnTitle = styled(SubsectionTitle)<{ $testament: Testament }>`
  margin: 0 0 ${space('sm')};
  color: ${accent};
`;

const ChapterList = styled.ul`
  display: grid;
  gap: ${space('md')};
  ${bareList}
`;

/* A day's chapter: the one verse card (internal/ui.tsx), with its testament's bar. */
const ChapterItem = VerseCard;

const ChapterHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

const ChapterTitle = styled.h3`
  flex: 1 1 auto;
  margin: 0;
  font-size: 1.1rem;
`;

const ChapterLink = styled.a<{ $testament: Testament }>`
  ${referenceLink}
`;

/** The title where nothing opens the chapter (an embed without data-site): text in the testament's colour, nothing that looks like a link. */
const ChapterName = styled.span<{ $testament: Testament }>`
  color: ${accent};
  font-weight: 700;
`;

const ReadMark = styled.span<{ $testament: Testament }>`
  display: inline-flex;
  align-items: center;
  gap: 0.2em;
  padding: 0 ${space('xs')};
  border-radius: ${radius('pill')};
  background: ${accent};
  color: ${color('onAccent')};
  font-size: 0.8rem;
  font-weight: 600;
`;

const Text = styled.ol`
  margin: ${space('sm')} 0 0;
  padding: 0;
  list-style: none;
  font-family: ${font('text')};
  font-size: 1.05rem;
  line-height: 1.5;

  ${verseMarkup}

  /* The verse being read aloud, as the reader marks it. */
  li[aria-current='true'] {
    text-decoration: underline;
    text-decoration-color: ${color('accent')};
    text-decoration-thickness: 2px;
    text-underline-offset: 0.25em;
  }

  li[data-play] {
    cursor: pointer;
  }
`;

const VerseNumber = styled.sup`
  margin-right: 0.25em;
  color: ${color('textMuted')};
  font-family: ${font('ui')};
  font-size: 0.7em;
`;

const AudioStatus = styled.div`
  display: grid;
  gap: ${space('xs')};
  margin-top: ${space('md')};

  p {
    margin: 0;
  }
`;

const AudioError = styled.p`
  color: ${color('error')};
  font-weight: 600;
`;

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space('sm')};
  margin-top: ${space('lg')};
  padding: ${space('md')};
  border-radius: ${radius('md')};
  background: ${color('surface')};

  p {
    margin: 0;
  }
`;

/* Spaced like the plan's other messages. */
const PlanLoadError = styled(LoadError)`
  margin-top: ${space('lg')};
`;

/* Fixed widths: a skeleton that changes on every render would flicker in visual tests. */
const SKELETON_WIDTHS = [40, 95, 80, 100, 65];

function ChapterEntry({
  chapter,
  testament,
  read,
  expanded,
  hrefFor,
  onOpen,
  onChapterOpen,
  onToggleText,
  audio,
  onToggleAudio,
  verse = null,
  onPlayVerse,
}: {
  chapter: PlanChapter;
  /** The verse of this chapter being read aloud, if any. */
  verse?: number | null;
  onPlayVerse?: PlanAudio['onPlayVerse'];
  testament: Testament;
  read: boolean;
  expanded: boolean;
  /** What the player does with this chapter: idle when another one (or none) is loaded. */
  audio: PlayerStatus;
  onToggleAudio?: PlanViewProps['onToggleAudio'];
  hrefFor?: PlanViewProps['hrefFor'];
  onOpen?: PlanViewProps['onOpen'];
  onChapterOpen?: PlanViewProps['onChapterOpen'];
  onToggleText?: PlanViewProps['onToggleText'];
}) {
  const t = messages.plan;
  const textId = useId();
  const ref = { book: chapter.book, chapter: chapter.chapter };
  const title = t.chapter(chapter.name, chapter.chapter);
  const open = (event: MouseEvent<HTMLElement>) => {
    onChapterOpen?.(ref);
    if (!onOpen || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(ref);
  };
  return (
    <ChapterItem $testament={testament} data-chapitre={chapterKey(ref)} data-lu={read || undefined}>
      <ChapterHead>
        <ChapterTitle>
          {hrefFor ? (
            <ChapterLink $testament={testament} href={hrefFor(ref)} onClick={open} aria-label={t.readInReader(title)}>
              {title}
            </ChapterLink>
          ) : (
            <ChapterName $testament={testament}>{title}</ChapterName>
          )}
        </ChapterTitle>
        {read && (
          <ReadMark $testament={testament} title={t.readLabel(title)}>
            <CheckIcon />
            {t.read}
          </ReadMark>
        )}
        <Button
          type="button"
          aria-label={isActive(audio) ? messages.audio.pauseLabel(title) : messages.audio.listenLabel(title)}
          data-audio={audio}
          onClick={() => onToggleAudio?.(ref)}
        >
          {isActive(audio) ? <PauseIcon /> : <PlayIcon />}
          {isActive(audio) ? messages.audio.pause : messages.audio.listen}
        </Button>
        <Button type="button" aria-expanded={expanded} aria-controls={textId} onClick={() => onToggleText?.(ref)}>
          {expanded ? t.hideText : t.showText}
        </Button>
      </ChapterHead>
      <Text id={textId} hidden={!expanded} aria-label={t.textOf(title)}>
        {expanded &&
          chapter.verses.map((v) => (
            <li
              key={v.id}
              data-verset={v.verset}
              aria-current={verse === v.verset ? 'true' : undefined}
              // While the chapter is heard, a click on a verse plays it from its start.
              data-play={onPlayVerse && isActive(audio) ? '' : undefined}
              onClick={onPlayVerse && isActive(audio) ? () => onPlayVerse(ref, v.verset) : undefined}
            >
              <VerseNumber>{v.verset}</VerseNumber>
              {/* Verse HTML from our own API (a fixed set of tags). */}
              <span dangerouslySetInnerHTML={{ __html: markTextSigns(v.texte) }} />
            </li>
          ))}
      </Text>
    </ChapterItem>
  );
}

/**
 * What the day's player does, said once under the chapters (a polite live
 * region), with its `<audio>` element: no controls of its own, the
 * chapters' buttons are its controls.
 */
function DayAudio({ audio, chapters }: { audio: PlanAudio; chapters: readonly PlanChapter[] }) {
  const t = messages.audio;
  const titleOf = (key: string | null | undefined) => {
    const found = chapters.find((c) => chapterKey(c) === key);
    return found ? messages.plan.chapter(found.name, found.chapter) : '';
  };
  const chapter = chapters.find((c) => chapterKey(c) === audio.current);
  const title = titleOf(audio.current);
  const absent = audio.absent ? titleOf(audio.absent) : '';
  const line = absent
    ? t.absent(absent)
    : !chapter || audio.status === 'idle'
      ? ''
      : audio.status === 'loading'
        ? t.loading(title)
        : audio.status === 'playing'
          ? t.playing(title)
          : audio.status === 'paused'
            ? t.paused(title)
            : '';
  return (
    <AudioStatus>
      <p role="status">{line}</p>
      {chapter && audio.status === 'error' && <AudioError role="alert">{t.error(title)}</AudioError>}
      {chapter && audio.status !== 'idle' && <VoiceNote src={audio.element?.src}>{messages.plan.audioContinues}</VoiceNote>}
      <AudioElement {...audio.element} label={title || undefined} />
    </AudioStatus>
  );
}

/**
 * The one-year plan: "Aujourd'hui", the 12 months, the days of the month,
 * and the day's chapters in an old testament column (violet) and a new
 * testament column (cyan), one column on mobile. Each chapter links to the
 * reader, shows "Lu" once opened, has its audio button and its text
 * behind a toggle. Renders its props only; `Plan` fetches and gives it behaviour.
 */
export function PlanView(props: PlanViewProps) {
  const { month, day, year, today, state, compact = false, read = [], expanded = [], rootRef } = props;
  const { onDateChange, hrefFor, onOpen, onChapterOpen, onToggleText, onRetry, audio = { current: null, status: 'idle' }, onToggleAudio } = props;
  const t = messages.plan;
  const titleId = useId();
  const valid = state.status !== 'invalid';
  const date = t.date(month, day);
  const isToday = month === today.month && day === today.day;
  const dayCount = daysInMonth(month, year);

  const column = (testament: Testament, chapters: PlanChapter[]) => (
    <Column $testament={testament} aria-labelledby={`${titleId}-${testament}`} data-testament={testament}>
      <ColumnTitle as="h2" $testament={testament} id={`${titleId}-${testament}`}>
        {testament === 'old' ? t.oldTestament : t.newTestament}
      </ColumnTitle>
      <ChapterList>
        {chapters.map((chapter) => (
          <ChapterEntry
            key={chapterKey(chapter)}
            chapter={chapter}
            testament={testament}
            read={read.includes(chapterKey(chapter))}
            expanded={expanded.includes(chapterKey(chapter))}
            hrefFor={hrefFor}
            onOpen={onOpen}
            onChapterOpen={onChapterOpen}
            onToggleText={onToggleText}
            audio={audio.current === chapterKey(chapter) ? audio.status : 'idle'}
            onToggleAudio={onToggleAudio}
            verse={audio.current === chapterKey(chapter) ? (audio.verse ?? null) : null}
            onPlayVerse={audio.onPlayVerse}
          />
        ))}
      </ChapterList>
    </Column>
  );

  return (
    <ParoleScope>
      <PageRoot ref={rootRef} lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
        <header>
          <PageTitle id={titleId}>{t.title}</PageTitle>
          {valid && <PageSubtitle>{t.heading(date)}</PageSubtitle>}
          {valid && month === 2 && day === 28 && !isLeapYear(year) && <PageSubtitle>{t.withLeapDay}</PageSubtitle>}
          <VisuallyHidden role="status">{state.status === 'loading' ? t.loading : ''}</VisuallyHidden>
        </header>

        <Bar>
          <Button
            type="button"
            aria-pressed={isToday}
            aria-label={t.todayLabel}
            onClick={() => onDateChange?.(today.month, today.day)}
          >
            {t.today}
          </Button>
        </Bar>
        <Bar role="group" aria-label={t.months}>
          {t.monthShort.map((short, i) => (
            <Button
              key={short}
              type="button"
              aria-pressed={month === i + 1}
              onClick={() => onDateChange?.(i + 1, 1)}
            >
              <ShortForm shown={short} full={t.monthLabel(i + 1)} />
            </Button>
          ))}
        </Bar>
        {dayCount > 0 && (
          <Bar role="group" aria-label={t.days(month)}>
            {Array.from({ length: dayCount }, (_, i) => i + 1).map((d) => (
              <Button
                key={d}
                type="button"
                aria-pressed={day === d}
                aria-label={t.date(month, d)}
                onClick={() => onDateChange?.(month, d)}
              >
                {t.day(d)}
              </Button>
            ))}
          </Bar>
        )}

        {state.status === 'loading' && (
          <Columns $compact={compact} aria-hidden="true">
            {[0, 1].map((c) => (
              <div key={c}>
                {SKELETON_WIDTHS.map((width, i) => (
                  <SkeletonLine key={i} $width={width} />
                ))}
              </div>
            ))}
          </Columns>
        )}
        {state.status === 'invalid' && (
          <Message role="alert">
            <p>{t.invalidDate}</p>
          </Message>
        )}
        {state.status === 'error' && (
          <PlanLoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
        )}
        {state.status === 'ready' && (
          <Columns $compact={compact}>
            {column('old', state.at)}
            {column('new', state.nt)}
          </Columns>
        )}
        {state.status === 'ready' && <DayAudio audio={audio} chapters={[...state.at, ...state.nt]} />}
      </PageRoot>
    </ParoleScope>
  );
}
