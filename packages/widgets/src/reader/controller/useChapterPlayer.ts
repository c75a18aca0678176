import { nextChapter, readingNumbering, type ChapterRef } from '@parole/bible';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useBibleApi } from '../../api/context.js';
import { chapterTrack } from '../../audio/chapterTrack.js';
import { useAudioPlayer } from '../../audio/useAudioPlayer.js';
import type { ReaderPanel } from '../panel.js';
import type { ReaderPlayer } from '../PlayerPanel.js';

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
  /** The reader's element, where the verse being read is kept in view. */
  rootRef: RefObject<HTMLElement | null>;
}

/**
 * The reader's one open panel and its player (specification, section 4):
 * opening the player's panel plays the chapter (from the first selected
 * verse when there is one); at its end the next chapter plays, the reader
 * following it through onNavigate; closing the panel (or opening the
 * settings, since one panel is open at a time) stops it. With the chapter's
 * verse timings, the verse being read is known (and kept in view), and a
 * verse can be played from its start.
 */
export function useChapterPlayer({ book, chapter, translation, onNavigate, startVerse, rate = 1, rootRef }: ChapterPlayerOptions): {
  openPanel: ReaderPanel | null;
  onTogglePanel: (panel: ReaderPanel) => void;
  player: ReaderPlayer | undefined;
} {
  const client = useBibleApi();
  const track = useMemo(() => chapterTrack(client, { book, chapter }, translation), [client, book, chapter, translation]);
  // In the translation's numbering, as a page turned: Martin's Joël 3 is followed by Amos 1.
  const following = nextChapter({ book, chapter }, readingNumbering(translation));
  const player = useAudioPlayer({
    rate,
    onEnded: () => {
      if (following && onNavigate) onNavigate(following);
    },
  });

  const [openPanel, setOpenPanel] = useState<ReaderPanel | null>(null);
  const onTogglePanel = useCallback(
    (panel: ReaderPanel) => {
      const next = openPanel === panel ? null : panel;
      setOpenPanel(next);
      if (next === 'player') {
        if (startVerse !== undefined) player.playFrom(track, startVerse);
        else player.play(track);
      } else if (openPanel === 'player') player.stop();
    },
    [openPanel, player, track, startVerse],
  );
  // A new chapter while the panel is open (the next one after an end, or any page turned): the
  // player takes it, playing on if it was playing.
  const { cue, playFrom } = player;
  useEffect(() => {
    if (openPanel === 'player') cue(track);
  }, [openPanel, cue, track]);

  const onPlayVerse = useCallback((verse: number) => playFrom(track, verse), [playFrom, track]);
  useFollowVerse(rootRef, openPanel === 'player' ? player.verse : null);

  return {
    openPanel,
    onTogglePanel,
    player: {
      status: player.status,
      continues: following !== undefined && onNavigate !== undefined,
      element: player.element,
      onRetry: player.retry,
      verse: player.verse,
      onPlayVerse,
    },
  };
}

/** How long after the reader scrolled the page the verse being read is left where it is. */
const OWN_SCROLL_MS = 4000;

/**
 * Keeps the verse being read in view as the reading moves on, unless the
 * reader scrolled the page in the last OWN_SCROLL_MS (a wheel, a touch, a
 * key that scrolls): the text follows the voice without fighting the reader.
 */
function useFollowVerse(rootRef: RefObject<HTMLElement | null>, verse: number | null): void {
  const lastOwnScroll = useRef(0);
  useEffect(() => {
    const mark = () => {
      lastOwnScroll.current = Date.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '].includes(event.key)) mark();
    };
    window.addEventListener('wheel', mark, { passive: true });
    window.addEventListener('touchmove', mark, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', mark);
      window.removeEventListener('touchmove', mark);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  useEffect(() => {
    if (verse === null || Date.now() - lastOwnScroll.current < OWN_SCROLL_MS) return;
    const element = rootRef.current?.querySelector(`[data-verset="${verse}"]`);
    // 'nearest': no move while the verse is already in view.
    element?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [rootRef, verse]);
}
