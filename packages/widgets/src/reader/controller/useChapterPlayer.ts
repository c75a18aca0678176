import { nextChapter, type ChapterRef } from '@parole/bible';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBibleApi } from '../../api/context.js';
import { useAudioPlayer } from '../../audio/useAudioPlayer.js';
import type { ReaderPanel, ReaderViewProps } from '../ReaderView.js';

/**
 * The reader's one open panel and its player (specification, section 4):
 * opening the player's panel plays the chapter; at its end the next chapter
 * plays, the reader following it through onNavigate; closing the panel (or
 * opening the settings, since one panel is open at a time) stops it.
 */
export function useChapterPlayer({ book, chapter, onNavigate }: { book: number; chapter: number; onNavigate?: (ref: ChapterRef) => void }): {
  openPanel: ReaderPanel | null;
  onTogglePanel: (panel: ReaderPanel) => void;
  player: ReaderViewProps['player'];
} {
  const client = useBibleApi();
  const audioSrc = useMemo(() => client.mediaUrl('chapterAudio', { book, chapter }), [client, book, chapter]);
  const following = nextChapter({ book, chapter });
  const player = useAudioPlayer({
    onEnded: () => {
      if (following && onNavigate) onNavigate(following);
    },
  });

  const [openPanel, setOpenPanel] = useState<ReaderPanel | null>(null);
  const onTogglePanel = useCallback(
    (panel: ReaderPanel) => {
      const next = openPanel === panel ? null : panel;
      setOpenPanel(next);
      if (next === 'player') player.play({ key: `${book}/${chapter}`, src: audioSrc });
      else if (openPanel === 'player') player.stop();
    },
    [openPanel, player, book, chapter, audioSrc],
  );
  // A new chapter while the panel is open (the next one after an end, or any page turned): the
  // player takes it, playing on if it was playing.
  const { cue } = player;
  useEffect(() => {
    if (openPanel === 'player') cue({ key: `${book}/${chapter}`, src: audioSrc });
  }, [openPanel, cue, book, chapter, audioSrc]);

  return {
    openPanel,
    onTogglePanel,
    player: { status: player.status, continues: following !== undefined && onNavigate !== undefined, element: player.element, onRetry: player.retry },
  };
}
