import { useEffect, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { color, space } from '../style.js';
import { messages } from '../messages.js';
import type { AudioElementBinding } from './useAudioPlayer.js';
import { useVoice } from './useVoice.js';
import { verseAt, type VerseCue } from './cues.js';

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
export function AudioElement({
  audioRef,
  src,
  autoPlay = false,
  onStatus,
  onEnded,
  trackRef,
  timings,
  onVerse,
  onTimingsLoad,
  rate = 1,
  onTime,
  controls = false,
  label,
}: AudioElementProps) {
  // The speed, kept across sources (defaultPlaybackRate) and applied to the one playing.
  useEffect(() => {
    const element = audioRef?.current;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [audioRef, rate]);

  // The verse being read: the cue the audio's time is in (a metadata track, hidden: read, never drawn),
  // asked again whenever the time moves on, jumps (a seek) or crosses a cue (verseAt says why not activeCues).
  useEffect(() => {
    const element = trackRef?.current;
    const audio = audioRef?.current;
    const text = element?.track;
    if (!element || !text || !timings || !audio) return;
    text.mode = 'hidden';
    const update = () => onVerse?.(verseAt(text.cues as ArrayLike<VerseCue> | null, audio.currentTime));
    const onLoad = () => {
      onTimingsLoad?.();
      update();
    };
    const moves = ['timeupdate', 'seeking', 'seeked'] as const;
    text.addEventListener('cuechange', update);
    for (const type of moves) audio.addEventListener(type, update);
    element.addEventListener('load', onLoad);
    return () => {
      text.removeEventListener('cuechange', update);
      for (const type of moves) audio.removeEventListener(type, update);
      element.removeEventListener('load', onLoad);
    };
  }, [audioRef, trackRef, timings, onVerse, onTimingsLoad]);

  return (
    <Audio
      ref={audioRef}
      src={src}
      autoPlay={autoPlay}
      controls={controls}
      // The timings may come from the API's origin (an embed): asked with CORS, as the audio then is.
      crossOrigin={timings ? 'anonymous' : undefined}
      // Nothing is fetched before the user asks to listen.
      preload={autoPlay ? 'auto' : 'none'}
      aria-label={label}
      onLoadStart={() => autoPlay && onStatus?.('loading')}
      onWaiting={() => onStatus?.('loading')}
      onPlaying={() => onStatus?.('playing')}
      onTimeUpdate={(event) => {
        const element = event.currentTarget;
        // The time moving on (with data ahead: HAVE_FUTURE_DATA) is playing, whatever came before: a 'waiting' that no 'playing' followed left
        // « Préparation… » on the whole first chapter (issue 47).
        if (!element.paused && element.readyState >= 3) onStatus?.('playing');
        onTime?.(element.currentTime, element.duration);
      }}
      onDurationChange={(event) => onTime?.(event.currentTarget.currentTime, event.currentTarget.duration)}
      onPause={() => onStatus?.('paused')}
      onEnded={() => onEnded?.()}
      onError={() => src && onStatus?.('error')}
    >
      {timings && <track ref={trackRef} key={timings} kind="metadata" src={timings} default />}
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
 * Says whose voice `src` is, truthfully (issue 27): a synthesizer's, or the
 * recording's with its name (useVoice); nothing while it is not known. Then
 * what follows a chapter's end.
 */
export function VoiceNote({ src, children }: { src: string | undefined; children?: ReactNode }) {
  const voice = useVoice(src);
  const said = voice === null ? null : voice.kind === 'synthesis' ? messages.audio.synthetic : messages.audio.recording(voice.name);
  if (said === null && !children) return null;
  return (
    <Note>
      {said}
      {said && children ? ' ' : null}
      {children}
    </Note>
  );
}

/** Spacing for a player's parts. */
export const PlayerStack = styled.div`
  display: grid;
  gap: ${space('xs')};
`;
