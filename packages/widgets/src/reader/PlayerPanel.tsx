import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { AudioElement, PlayerStack, VoiceNote } from '../audio/AudioElement.js';
import type { AudioElementBinding, PlayerStatus } from '../audio/useAudioPlayer.js';
import { PauseIcon, PlayIcon } from '../internal/icons.js';
import { Button, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, controlLook, radius, space } from '../style.js';
import { SPEEDS } from './settings.js';

/** What the reader's player shows: the player's state and its `<audio>` element. */
export interface ReaderPlayer {
  status: PlayerStatus;
  /** The next chapter follows this one's end (false for Apocalypse 22, or a reader that cannot turn pages). */
  continues?: boolean;
  /** The `<audio>` element's binding (useAudioPlayer); a story gives only `src`. */
  element?: Partial<AudioElementBinding>;
  onRetry?: () => void;
  /** The verse being read (from the chapter's verse timings), null when none is. */
  verse?: number | null;
  /** Plays from the start of a verse (a tap on it while listening, Enter or Space on a selected one). */
  onPlayVerse?: (verse: number) => void;
  /** Listening (issue 47): the player is shown, as the panel or as the bar, whichever panel is open. */
  listening?: boolean;
  /** Playback speed, and a speed chosen in the player. */
  rate?: number;
  onRate?: (rate: number) => void;
  /** Where the chapter is and its length, in seconds; a move of the progress slider. */
  position?: number;
  duration?: number;
  onSeek?: (at: number) => void;
  /** Pauses, or plays on. */
  onToggle?: () => void;
  /** The chapters around (absent before Genèse 1, after Apocalypse 22, or without onNavigate). */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Stops listening (the bar's « Arrêter »). */
  onClose?: () => void;
  /** The reader scrolled away from the verse being read: « Revenir au verset lu » brings it back. */
  away?: boolean;
  onBackToVerse?: () => void;
  /** Offline, the chapter's audio is not on the device (issue 47): the player says so at once, and plays once it can. */
  absent?: boolean;
  /** The site's part for keeping the chapter's audio on the device (ReaderOfflineAudio's `render`), shown in the player. */
  offline?: ReactNode;
}

export interface PlayerPanelProps extends ReaderPlayer {
  id: string;
  /** "Jean 3" */
  title: string;
  /**
   * 'panel': under the reader's buttons, with the browser's controls and the voice's note.
   * 'bar': a compact bar fixed at the bottom of the screen (a phone while listening, or
   * another panel open), so that the player stays reachable however far the text scrolls.
   * The same element either way: the `<audio>` plays on when one becomes the other.
   */
  variant?: 'panel' | 'bar';
}

const barLook = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  margin: 0;
  padding: ${space('sm')} ${space('md')} calc(${space('sm')} + env(safe-area-inset-bottom, 0px));
  border-width: 1px 0 0;
  border-radius: ${radius('md')} ${radius('md')} 0 0;
  box-shadow: 0 -2px 8px rgb(0 0 0 / 0.15);
`;

const Panel = styled.div<{ $bar: boolean }>`
  margin: ${space('sm')} 0 0;
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  ${(p) => p.$bar && barLook}
`;

const Status = styled.p<{ $error: boolean; $bar: boolean }>`
  margin: 0;
  flex: 1;
  min-width: 0;
  font-weight: 600;
  color: ${(p) => (p.$error ? color('error') : color('text'))};
  ${(p) =>
    p.$bar &&
    css`
      font-size: 0.9rem;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    `}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
`;

const Select = styled.select`
  ${controlLook}
  min-height: 2.25rem;
  padding: 0 ${space('xs')};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('sm')};

  input {
    flex: 1;
    min-width: 0;
    accent-color: currentColor;
  }
`;

const Time = styled.span`
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  color: ${color('textMuted')};
`;

/** "3:05" */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

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
 * The reader's player (specification, section 2, "a player toggle"): what
 * it is doing, the chapter's progress, pause, the chapters around and the
 * speed, in the player itself (issue 47), a retry after a failure, and the
 * note that the voice is synthetic. A panel under the buttons, or a bar
 * kept on screen (`variant`).
 */
export function PlayerPanel({
  id,
  title,
  status,
  continues = false,
  element,
  onRetry,
  verse = null,
  variant = 'panel',
  rate = 1,
  onRate,
  position = 0,
  duration = 0,
  onSeek,
  onToggle,
  onPrevious,
  onNext,
  onClose,
  away = false,
  onBackToVerse,
  absent = false,
  offline,
}: PlayerPanelProps) {
  const t = messages.audio;
  const bar = variant === 'bar';
  const heard = status === 'playing' || status === 'loading';
  return (
    <Panel id={id} role="region" aria-label={bar ? t.bar(title) : t.player(title)} $bar={bar} data-player={variant}>
      <PlayerStack>
        <Row>
          <Status $error={status === 'error'} $bar={bar} role="status">
            {absent ? t.absent(title) : statusText(status, title)}
          </Status>
          {status === 'error' && onRetry && (
            <Button type="button" onClick={onRetry}>
              {t.retry}
            </Button>
          )}
          {bar && onClose && (
            <Button type="button" aria-label={t.stopListening} onClick={onClose}>
              {t.stop}
            </Button>
          )}
        </Row>
        {offline}
        <AudioElement {...element} controls={!bar} label={t.player(title)} />
        <Row>
          <Button type="button" aria-label={t.previousChapter} disabled={!onPrevious} onClick={onPrevious}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button type="button" aria-label={heard ? t.pauseButton : t.resumeButton} disabled={!onToggle} onClick={onToggle}>
            {heard ? <PauseIcon /> : <PlayIcon />}
          </Button>
          <Button type="button" aria-label={t.nextChapter} disabled={!onNext} onClick={onNext}>
            <span aria-hidden="true">›</span>
          </Button>
          <Select aria-label={t.speed} value={rate} disabled={!onRate} onChange={(event) => onRate?.(Number(event.target.value))}>
            {SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {t.speedValue(speed)}
              </option>
            ))}
          </Select>
          {away && onBackToVerse && (
            <Button type="button" onClick={onBackToVerse}>
              {t.backToVerse}
            </Button>
          )}
        </Row>
        {bar && (
          <Progress>
            <input
              type="range"
              min={0}
              max={Math.max(1, Math.floor(duration))}
              step={1}
              value={Math.min(Math.floor(position), Math.max(1, Math.floor(duration)))}
              disabled={!onSeek || duration <= 0}
              aria-label={t.progress}
              aria-valuetext={t.progressValue(clock(position), clock(duration))}
              onChange={(event) => onSeek?.(Number(event.target.value))}
            />
            <Time aria-hidden="true">
              {clock(position)} / {clock(duration)}
            </Time>
          </Progress>
        )}
        {/* The verse being read, said politely to screen readers (the text shows it marked). */}
        <VisuallyHidden aria-live="polite">{verse !== null && status === 'playing' ? t.readingVerse(verse) : ''}</VisuallyHidden>
        {!bar && <VoiceNote src={element?.src}>{continues ? t.continues : null}</VoiceNote>}
      </PlayerStack>
    </Panel>
  );
}

