import type { ChapterRef, ReadingPlace } from '@parole/bible';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBibleApi } from '../api/context.js';
import { isRetryable } from '../api/useApiResource.js';
import { chapterTrack } from '../audio/chapterTrack.js';
import { useAudioPlayer, type AudioTrack } from '../audio/useAudioPlayer.js';
import { useOnline } from '../internal/useOnline.js';
import { useWidthCompact } from '../internal/useMediaQuery.js';
import type { ReaderOfflineAudio } from '../reader/controller/useChapterPlayer.js';
import { chapterKey, groupByChapter } from './chapters.js';
import { PlanView, type PlanViewProps, type PlanViewState } from './PlanView.js';
import { usePlan } from './usePlan.js';

export interface PlanProps {
  /** Month 1-12 and day of the month shown. */
  month: number;
  day: number;
  /**
   * The translation of the day's verses (GET /api/traductions' id), whose
   * numbering the chapters are in and whose audio the player plays; Louis
   * Segond 1910 when absent (issue 41).
   */
  translation?: string;
  /**
   * A date was chosen (Aujourd'hui, a month, a day): the host navigates to
   * /bible1an/:month/:day. Without it, the widget changes its own date (embeds).
   */
  onDateChange?: (month: number, day: number) => void;
  /** Real links to the reader: /lire/:book/:chapter (a whole chapter, no verses). */
  hrefFor?: (place: ReadingPlace) => string;
  /** A plain click on a chapter link (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace) => void;
  /**
   * Chapters of this date already opened ('book/chapter', see chapterKey),
   * marked "Lu". Without it, the widget remembers what was opened while it
   * is on the page.
   */
  read?: readonly string[];
  /** A chapter was opened (its link followed, or its text shown): the host records it for this date. */
  onChapterOpen?: (ref: ChapterRef) => void;
  /** The calendar's year; the current year by default (29 February, 28 February's extra readings). */
  year?: number;
  /** Today, for "Aujourd'hui"; the device's date by default. */
  today?: Date;
  /** Mobile layout (one column); follows the style's breakpoint when absent. */
  compact?: boolean;
  /** Playback speed of the day's audio, 0.75 to 2: the reader's setting, which the site keeps (issue 47). 1 when absent. */
  speed?: number;
  /**
   * The chapters' audio kept on the device (the site's; the reader's
   * `offlineAudio`): offline, a chapter whose audio is not there is said so
   * at once instead of waiting on the network (issue 47). Without it (an
   * embed: no worker), no audio is on the device.
   */
  offlineAudio?: Pick<ReaderOfflineAudio, 'isKept'>;
}

/**
 * Every behaviour of the plan, as the props of PlanView: the readings
 * (usePlan), the date (the host's, or the widget's own without
 * onDateChange), the chapters opened and the text toggles.
 */
export function usePlanController(props: PlanProps): PlanViewProps {
  const { onDateChange, hrefFor, onOpen, onChapterOpen } = props;
  const [mobile, rootRef] = useWidthCompact();
  const compact = props.compact ?? mobile;
  const now = props.today ?? new Date();
  const today = { month: now.getMonth() + 1, day: now.getDate() };
  const year = props.year ?? now.getFullYear();

  // Without onDateChange the widget keeps the date last chosen, tied to the
  // props it was chosen under: new props bring the given date back.
  const propsKey = `${props.month}/${props.day}`;
  const [own, setOwn] = useState<{ key: string; month: number; day: number } | null>(null);
  const { month, day } = !onDateChange && own?.key === propsKey ? own : props;
  const changeDate = useCallback(
    (m: number, d: number) => {
      if (onDateChange) onDateChange(m, d);
      else setOwn({ key: propsKey, month: m, day: d });
    },
    [onDateChange, propsKey],
  );

  // Read marks: the host's list when given, else the widget's own memory (per date).
  const [ownRead, setOwnRead] = useState<Record<string, string[]>>({});
  const dateKey = `${month}-${day}`;
  const read = props.read ?? ownRead[dateKey] ?? [];
  const markRead = useCallback(
    (ref: ChapterRef) => {
      onChapterOpen?.(ref);
      if (props.read) return;
      setOwnRead((all) => {
        const list = all[dateKey] ?? [];
        return list.includes(chapterKey(ref)) ? all : { ...all, [dateKey]: [...list, chapterKey(ref)] };
      });
    },
    [onChapterOpen, props.read, dateKey],
  );

  // Texts shown, per date: a new date starts with every text folded.
  const [expanded, setExpanded] = useState<{ date: string; keys: string[] }>({ date: dateKey, keys: [] });
  const shown = useMemo(() => (expanded.date === dateKey ? expanded.keys : []), [expanded, dateKey]);
  const toggleText = useCallback(
    (ref: ChapterRef) => {
      const key = chapterKey(ref);
      const opening = !shown.includes(key);
      setExpanded({ date: dateKey, keys: opening ? [...shown, key] : shown.filter((k) => k !== key) });
      if (opening) markRead(ref); // reading the text here counts as reading the chapter
    },
    [shown, dateKey, markRead],
  );

  const { state: data, reload } = usePlan({ month, day, year, translation: props.translation });
  const state = useMemo<PlanViewState>(() => {
    if (data.status === 'ready') {
      return { status: 'ready', at: groupByChapter(data.data.versetsAt), nt: groupByChapter(data.data.versetsNt) };
    }
    if (data.status === 'error') return { status: 'error', message: data.error.message };
    return data;
  }, [data]);

  /*
   * The day's audio (specification, section 4): a chapter's button plays it
   * (or pauses it); heard to its end, a chapter is marked read like an
   * opened one, and the next chapter of the day's list plays, old testament
   * then new; after the last, the buttons return to "Écouter".
   */
  const client = useBibleApi();
  const { translation } = props;
  // Its key is chapterKey's (`43/3`): the list below finds the chapter heard by it.
  const trackOf = useCallback((ref: ChapterRef): AudioTrack => chapterTrack(client, ref, translation), [client, translation]);
  const dayList = state.status === 'ready' ? [...state.at, ...state.nt] : [];
  /*
   * Offline, a chapter is played only once the site has said its audio is
   * on the device (a look in a cache, at once); otherwise the day's player
   * says so (`absent`) rather than waiting on « Préparation… » for ever
   * (issue 47, as the reader's player).
   */
  const online = useOnline();
  const { offlineAudio } = props;
  const [absent, setAbsent] = useState<string | null>(null);
  useEffect(() => {
    if (online) setAbsent(null);
  }, [online]);
  const playIfThere = async (ref: ChapterRef, play: () => void) => {
    setAbsent(null);
    if (!online && !(await (offlineAudio?.isKept(ref, translation) ?? Promise.resolve(false)).catch(() => false))) {
      player.stop();
      setAbsent(chapterKey(ref));
      return;
    }
    play();
  };
  const player = useAudioPlayer({
    rate: props.speed,
    onEnded: (track) => {
      const at = dayList.findIndex((c) => chapterKey(c) === track.key);
      if (at >= 0) markRead({ book: dayList[at].book, chapter: dayList[at].chapter });
      const next = at >= 0 ? dayList[at + 1] : undefined;
      if (next) void playIfThere(next, () => player.play(trackOf(next)));
    },
  });
  const onToggleAudio = (ref: ChapterRef) => {
    // Pausing or resuming the chapter the player holds asks nothing of the network.
    if (player.track?.key === chapterKey(ref)) player.toggle(trackOf(ref));
    else void playIfThere(ref, () => player.toggle(trackOf(ref)));
  };
  const onPlayVerse = useCallback((ref: ChapterRef, verse: number) => player.playFrom(trackOf(ref), verse), [player, trackOf]);

  return {
    rootRef,
    month,
    day,
    year,
    today,
    state,
    compact,
    read,
    expanded: shown,
    onDateChange: changeDate,
    hrefFor,
    onOpen,
    onChapterOpen: markRead,
    onToggleText: toggleText,
    onRetry: data.status === 'error' && isRetryable(data.error) ? reload : undefined,
    audio: { current: player.track?.key ?? null, status: player.status, element: player.element, verse: player.verse, onPlayVerse, absent },
    onToggleAudio,
  };
}

/**
 * The one-year reading plan of a date: 2-3 old testament chapters and one
 * new testament chapter, with the calendar to choose another day. Needs a
 * <BibleApiProvider> above it.
 * @example
 * <Plan month={3} day={15} onDateChange={(m, d) => navigate(`/bible1an/${m}/${d}`)}
 *   hrefFor={(place) => href('read', place)}
 *   read={planRead['3-15']} onChapterOpen={(ref) => remember('3-15', ref)} />
 */
export function Plan(props: PlanProps) {
  return <PlanView {...usePlanController(props)} />;
}
