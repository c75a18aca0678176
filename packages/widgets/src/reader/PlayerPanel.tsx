import { styled } from 'styled-components';
import { AudioElement, PlayerStack, VoiceNote } from '../audio/AudioElement.js';
import type { AudioElementBinding, PlayerStatus } from '../audio/useAudioPlayer.js';
import { Button, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, radius, space } from '../style.js';

/** What the reader's player panel shows: the player's state and its `<audio>` element. */
export interface ReaderPlayer {
  status: PlayerStatus;
  /** The next chapter follows this one's end (false for Apocalypse 22, or a reader that cannot turn pages). */
  continues?: boolean;
  /** The `<audio>` element's binding (useAudioPlayer); a story gives only `src`. */
  element?: Partial<AudioElementBinding>;
  onRetry?: () => void;
  /** The verse being read (from the chapter's verse timings), null when none is. */
  verse?: number | null;
  /** Plays from the start of a verse (a click on it while the panel is open, Enter or Space on a selected one). */
  onPlayVerse?: (verse: number) => void;
}

export interface PlayerPanelProps extends ReaderPlayer {
  id: string;
  /** "Jean 3" */
  title: string;
}

const Panel = styled.div`
  margin: ${space('sm')} 0 0;
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$error ? color('error') : color('text'))};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

/** The status line of the player, for sighted users and screen readers alike. */
function statusText(status: PlayerStatus, title: string): string {
  const t = messages.audio;
  switch (status) {
    case 'loading':
      return t.loading(title);
    case 'playing':
      return t.playing(title);
    case 'paused':
      return t.paused(title);
    case 'error':
      return t.error(title);
    case 'idle':
      return t.player(title);
  }
}

/**
 * The reader's player panel (specification, section 2, "a player toggle"):
 * the browser's audio controls for the chapter, what the player is doing,
 * a retry after a failure, and the note that the voice is synthetic.
 */
export function PlayerPanel({ id, title, status, continues = false, element, onRetry, verse = null }: PlayerPanelProps) {
  const t = messages.audio;
  return (
    <Panel id={id} role="region" aria-label={t.player(title)}>
      <PlayerStack>
        <Row>
          <Status $error={status === 'error'} role="status">
            {statusText(status, title)}
          </Status>
          {status === 'error' && onRetry && (
            <Button type="button" onClick={onRetry}>
              {t.retry}
            </Button>
          )}
        </Row>
        <AudioElement {...element} controls label={t.player(title)} />
        {/* The verse being read, said politely to screen readers (the text shows it marked). */}
        <VisuallyHidden aria-live="polite">{verse !== null && status === 'playing' ? t.readingVerse(verse) : ''}</VisuallyHidden>
        <VoiceNote src={element?.src}>{continues ? t.continues : null}</VoiceNote>
      </PlayerStack>
    </Panel>
  );
}
