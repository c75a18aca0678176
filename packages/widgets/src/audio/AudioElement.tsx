import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, space } from '../style.js';
import { messages } from '../messages.js';
import type { AudioElementBinding } from './useAudioPlayer.js';

export interface AudioElementProps extends Partial<AudioElementBinding> {
  /** The browser's own controls (play, pause, seek, volume): the reader shows them, the plan has its buttons. */
  controls?: boolean;
  /** Names the controls for assistive technology. */
  label?: string;
}

const Audio = styled.audio`
  display: block;
  width: 100%;
  max-width: 36rem;
`;

/**
 * The `<audio>` element of a player (useAudioPlayer), reporting what it
 * does. Its content is the specification's fallback text (section 8), shown
 * by browsers that have no audio element.
 * @example <AudioElement {...player.element} controls label="Lecture audio de Jean 3" />
 */
export function AudioElement({ audioRef, src, autoPlay = false, onStatus, onEnded, controls = false, label }: AudioElementProps) {
  return (
    <Audio
      ref={audioRef}
      src={src}
      autoPlay={autoPlay}
      controls={controls}
      // Nothing is fetched before the user asks to listen.
      preload={autoPlay ? 'auto' : 'none'}
      aria-label={label}
      onLoadStart={() => autoPlay && onStatus?.('loading')}
      onWaiting={() => onStatus?.('loading')}
      onPlaying={() => onStatus?.('playing')}
      onPause={() => onStatus?.('paused')}
      onEnded={() => onEnded?.()}
      onError={() => src && onStatus?.('error')}
    >
      {messages.audio.unsupported}
    </Audio>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
`;

/**
 * Says that the voice is a synthesizer's (the issue: "The UI says the voice
 * is synthetic"), with what follows a chapter's end.
 */
export function SyntheticVoiceNote({ children }: { children?: ReactNode }) {
  return (
    <Note>
      {messages.audio.synthetic}
      {children ? ' ' : null}
      {children}
    </Note>
  );
}

/** Spacing for a player's parts. */
export const PlayerStack = styled.div`
  display: grid;
  gap: ${space('xs')};
`;
