import { nextChapter, previousChapter, readingNumbering, type ChapterRef } from '@parole/bible';
import { useCallback, useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useBibleApi } from '../../api/context.js';
import { chapterTrack } from '../../audio/chapterTrack.js';
import { useAudioPlayer, type AudioElementBinding, type AudioPlayer } from '../../audio/useAudioPlayer.js';
import { useOnline } from '../../internal/useOnline.js';
import type { ReaderPanel } from '../panel.js';
import type { ReaderPlayer } from '../PlayerPanel.js';

/**
 * What the site knows of the chapters' audio kept on the device for
 * listening offline (issue 47; its service worker answers the player from
 * them). Without it (an embed: no worker), no audio is on the device.
 */
export interface ReaderOfflineAudio {
  /** Whether the chapter's audio, in `translation` (Louis Segond 1910 when absent), is kept on this device. A look in a cache: answered at once. */
  isKept(ref: ChapterRef, translation: string | undefined): Promise<boolean>;
  /**
   * The player's part that keeps the chapter being listened to on the device
   * (its size first; offline, once the connection is back).
   */
  render(place: { book: number; chapter: number; translation?: string }): ReactNode;
}

export interface ChapterPlayerOptions {
  book: number;
  /** In the numbering of `translation`. */
  chapter: number;
  /** The translation read (issue 41), whose audio plays and whose next chapter follows; Louis Segond 1910 when absent. */
  translation?: string;
  onNavigate?: (ref: ChapterRef) => void;
  /** Where opening the player starts: the first selected verse (the address's selection, or the reader's), else the chapter's start. */
  startVerse?: number;
  /** Playback speed (the display settings'). */
  rate?: number;
  /** A speed chosen in the player (kept with the display settings). */
  onRate?: (rate: number) => void;
  /** The reader's element, where the verse being read is kept in view. */
  rootRef: RefObject<HTMLElement | null>;
  /** The audio kept on the device (the site's), asked offline before the player asks the network. */
  offlineAudio?: ReaderOfflineAudio;
}

/**
 * The reader's one open panel and its player (specification, section 4):
 * « Écouter » opens the player's panel and plays the chapter (from the first
 * selected verse when there is one); at its end the next chapter plays, the
 * reader following it through onNavigate. Listening outlives the panel
 * (issue 47): opening the settings (one panel at a time) folds the player
 * into its bar, which plays on with its speed, progress, pause and chapters;
 * « Écouter » unfolds it again, and closing the open panel stops it. With
 * the chapter's verse timings, the verse being read is known (and kept in
 * view), and a verse can be played from its start.
 */
export function useChapterPlayer({ book, chapter, translation, onNavigate, startVerse, rate = 1, onRate, rootRef, offlineAudio }: ChapterPlayerOptions): {
  openPanel: ReaderPanel | null;
  onTogglePanel: (panel: ReaderPanel) => void;
  player: ReaderPlayer | undefined;
} {
  const client = useBibleApi();
  const track = useMemo(() => chapterTrack(client, { book, chapter }, translation), [client, book, chapter, translation]);
  // In the translation's numbering, as a page turned: Martin's Joël 3 is followed by Amos 1.
  const numbering = readingNumbering(translation);
  const following = nextChapter({ book, chapter }, numbering);
  const preceding = previousChapter({ book, chapter }, numbering);
  const player = useAudioPlayer({
    rate,
    onEnded: () => {
      if (following && onNavigate) onNavigate(following);
    },
  });

  const [openPanel, setOpenPanel] = useState<ReaderPanel | null>(null);
  const [listening, setListening] = useState(false);
  const onTogglePanel = useCallback(
    (panel: ReaderPanel) => {
      const next = openPanel === panel ? null : panel;
      setOpenPanel(next);
      if (next === 'player' && !listening) {
        setListening(true);
        if (startVerse !== undefined) player.playFrom(track, startVerse);
        else player.play(track);
      } else if (openPanel === 'player' && next === null) {
        setListening(false);
        player.stop();
      }
    },
    [openPanel, listening, player, track, startVerse],
  );
  const onClose = useCallback(() => {
    if (openPanel === 'player') setOpenPanel(null);
    setListening(false);
    player.stop();
  }, [openPanel, player]);
  // A new chapter while listening (the next one after an end, or any page turned): the
  // player takes it, playing on if it was playing.
  const { cue, playFrom } = player;
  useEffect(() => {
    if (listening) cue(track);
  }, [listening, cue, track]);

  const onPlayVerse = useCallback((verse: number) => playFrom(track, verse), [playFrom, track]);
  const follow = useFollowVerse(rootRef, listening ? player.verse : null);
  const { absent, element } = useOnDevice(listening, offlineAudio, { book, chapter }, translation, track.src, player);
  // Not on the device: nothing to wait for. The player stops (« Préparation… » no more), and plays when asked, once it can.
  const { stop } = player;
  useEffect(() => {
    if (absent) stop();
  }, [absent, stop]);

  return {
    openPanel,
    onTogglePanel,
    player: listening
      ? {
          status: player.status,
          continues: following !== undefined && onNavigate !== undefined,
          element,
          absent,
          offline: offlineAudio?.render({ book, chapter, translation }),
          onRetry: player.retry,
          verse: player.verse,
          onPlayVerse,
          listening,
          rate,
          onRate,
          position: player.position,
          duration: player.duration,
          onSeek: player.seekTo,
          onToggle: () => player.toggle(track),
          onPrevious: preceding && onNavigate ? () => onNavigate(preceding) : undefined,
          onNext: following && onNavigate ? () => onNavigate(following) : undefined,
          onClose,
          ...follow,
        }
      : undefined,
  };
}

/**
 * Offline, whether the chapter's audio is on the device (issue 47): without
 * it, the player asked the network through the worker and stayed on
 * « Préparation… » at 0:00 for ever. Offline, the element gets no source
 * until the site says the chapter is kept (a look in a cache, at once);
 * when it is not, `absent` says so (and the player stops: back online, it
 * plays when the reader asks, not by surprise).
 */
function useOnDevice(
  listening: boolean,
  offlineAudio: ReaderOfflineAudio | undefined,
  ref: ChapterRef,
  translation: string | undefined,
  src: string,
  { status, element: binding }: Pick<AudioPlayer, 'status' | 'element'>,
): { absent: boolean; element: AudioElementBinding } {
  const online = useOnline();
  const [kept, setKept] = useState<{ src: string; kept: boolean } | null>(null);
  const { book, chapter } = ref;
  useEffect(() => {
    if (!listening || online) return;
    let live = true;
    const asked = offlineAudio ? offlineAudio.isKept({ book, chapter }, translation) : Promise.resolve(false);
    asked.then(
      (found) => live && setKept({ src, kept: found }),
      () => live && setKept({ src, kept: false }),
    );
    return () => {
      live = false;
    };
  }, [listening, online, offlineAudio, book, chapter, translation, src]);
  const known = kept?.src === src ? kept.kept : undefined;
  // A chapter already playing (or paused) when the connection went keeps its source: what the element holds still plays.
  const started = status === 'playing' || status === 'paused';
  const withheld = !online && known !== true && !started;
  return { absent: withheld && known === false, element: withheld ? { ...binding, src: undefined, timings: undefined } : binding };
}

/** Keys that scroll the page, when they are not a control's own (a verse's Space plays it). */
const SCROLL_KEYS = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '];

/** Where the verse being read is kept: its top at a fifth of the screen, moved when it leaves the upper third. */
const FOLLOW_AT = 0.2;
const UPPER_THIRD = 1 / 3;

/**
 * Keeps the verse being read in the upper third of the screen as the
 * reading moves on (issue 47: it was kept flush against the bottom edge,
 * and the page jumped back 4 s after the reader scrolled away). A reader who
 * scrolls the page (a wheel, a touch that moves, a key that scrolls) is left
 * where they went, for as long as they like: `away` is then true, and
 * `onBackToVerse` (« Revenir au verset lu ») brings the verse back and
 * following with it. Smooth, unless the reader asked for reduced motion.
 */
function useFollowVerse(rootRef: RefObject<HTMLElement | null>, verse: number | null): { away: boolean; onBackToVerse: () => void } {
  const [away, setAway] = useState(false);
  const listening = verse !== null;
  useEffect(() => {
    if (!listening) return;
    const leave = () => setAway(true);
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest?.('button, input, select, textarea, [role="button"], audio')) return;
      if (SCROLL_KEYS.includes(event.key)) leave();
    };
    window.addEventListener('wheel', leave, { passive: true });
    window.addEventListener('touchmove', leave, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      // Listening stopped (or starts again): the next reading is followed from its start.
      setAway(false);
      window.removeEventListener('wheel', leave);
      window.removeEventListener('touchmove', leave);
      window.removeEventListener('keydown', onKey);
    };
  }, [listening]);
  const bring = useCallback(
    (always: boolean) => {
      const element = rootRef.current?.querySelector<HTMLElement>(`[data-verset="${verse}"]`);
      if (!element || typeof window.scrollBy !== 'function') return;
      const top = element.getBoundingClientRect().top;
      const height = window.innerHeight;
      if (!always && top >= 0 && top <= height * UPPER_THIRD) return;
      const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: top - height * FOLLOW_AT, behavior: reduced ? 'auto' : 'smooth' });
    },
    [rootRef, verse],
  );
  useEffect(() => {
    if (verse !== null && !away) bring(false);
  }, [verse, away, bring]);
  const onBackToVerse = useCallback(() => {
    setAway(false);
    bring(true);
  }, [bring]);
  return { away: away && listening, onBackToVerse };
}
