/**
 * The one audio player of the widgets: an `<audio>` element (AudioElement)
 * and its state, shared by the reader's player panel and the plan's
 * chapter buttons. What plays is a track (a key, such as a chapter's
 * `43/3`, and its URL); what the element does (playing, waiting, paused,
 * ended, failed) comes back as the player's status, and the end of a track
 * as `onEnded`, so that the widget decides what follows.
 *
 * A track may come with its verse timings (WebVTT, one cue per verse, ids
 * the verse numbers: GET /mp3/{id}/{chap}/versets.vtt), read by the
 * browser through a `<track>` of the element: the player then says which
 * verse is being read (`verse`), and plays from a verse's start (`playFrom`).
 */
import { useCallback, useRef, useState, type RefObject } from 'react';

/** What the player is doing. `idle`: nothing loaded, or the track ended. */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface AudioTrack {
  key: string;
  src: string;
  /** Its verse timings' URL (WebVTT), when it has some. */
  timings?: string;
}

/** What AudioElement needs: the element's props, and where it reports. */
export interface AudioElementBinding {
  audioRef: RefObject<HTMLAudioElement | null>;
  src: string | undefined;
  /** Plays as soon as the source loads (a track the user asked for, or the next one). */
  autoPlay: boolean;
  onStatus(status: PlayerStatus): void;
  onEnded(): void;
  /** The `<track>` of the verse timings, and its URL. */
  trackRef: RefObject<HTMLTrackElement | null>;
  timings: string | undefined;
  /** The verse being read changed (a cue's id), or none is (null). */
  onVerse(verse: number | null): void;
  /** The timings have loaded: a verse asked for before can be played from. */
  onTimingsLoad(): void;
  /** Playback speed (1 normal). */
  rate: number;
  /** Where the element is in its track, and the track's length (seconds; 0 while unknown). */
  onTime(position: number, duration: number): void;
}

export interface AudioPlayer {
  track: AudioTrack | null;
  status: PlayerStatus;
  /** Plays `track`: from where it was paused when it is the current one, else from its start. */
  play(track: AudioTrack): void;
  pause(): void;
  /** Pauses `track` when it is playing (or loading), else plays it. */
  toggle(track: AudioTrack): void;
  /** Loads `track` without playing it (unless the player was playing: it goes on with it). */
  cue(track: AudioTrack): void;
  /** Stops and forgets the track. */
  stop(): void;
  /** Loads the current track again after an error. */
  retry(): void;
  /** The verse being read, from the track's timings; null when none is or the track has no timings. */
  verse: number | null;
  /** Plays `track` from the start of `verse` (its cue), loading it first when it is not the current one. */
  playFrom(track: AudioTrack, verse: number): void;
  /** Where the track is and its length, in seconds (the player's progress). */
  position: number;
  duration: number;
  /** Moves the current track to `at` seconds, playing on if it was playing. */
  seekTo(at: number): void;
  element: AudioElementBinding;
}

export interface UseAudioPlayerOptions {
  /** A track played to its end: the widget may play the next one. */
  onEnded?: (track: AudioTrack) => void;
  /** Playback speed, 0.75 to 2 (1 by default). */
  rate?: number;
}

/** The start of a verse's cue in the element's timings, or undefined while they are not loaded. */
function cueStart(trackElement: HTMLTrackElement | null, verse: number): number | undefined {
  return trackElement?.track?.cues?.getCueById(String(verse))?.startTime;
}

/** True while a track is heard or about to be. */
export const isActive = (status: PlayerStatus) => status === 'playing' || status === 'loading';

/**
 * @example
 * const player = useAudioPlayer({ onEnded: (track) => playNext(track) });
 * <button onClick={() => player.toggle({ key: '43/3', src })}>…</button>
 * <AudioElement {...player.element} />
 */
export function useAudioPlayer({ onEnded, rate = 1 }: UseAudioPlayerOptions = {}): AudioPlayer {
  const audioRef = useRef<HTMLAudioElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const [track, setTrack] = useState<AudioTrack | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [autoPlay, setAutoPlay] = useState(false);
  const [verse, setVerse] = useState<number | null>(null);
  const [time, setTime] = useState({ position: 0, duration: 0 });
  const onTime = useCallback((position: number, duration: number) => {
    // Whole tenths: the progress redraws as the time moves, not at every event.
    const rounded = { position: Math.floor(position * 10) / 10, duration: Number.isFinite(duration) ? duration : 0 };
    setTime((was) => (was.position === rounded.position && was.duration === rounded.duration ? was : rounded));
  }, []);
  const seekTo = useCallback((at: number) => {
    const element = audioRef.current;
    if (element) element.currentTime = at;
  }, []);
  /** A verse to play from once the track's timings have loaded. */
  const pendingVerse = useRef<number | null>(null);

  const resume = useCallback(() => {
    const element = audioRef.current;
    if (!element) return;
    // play() rejects when the browser refuses (no user gesture yet) or the source fails: the element's events say which.
    element.play()?.catch(() => undefined);
  }, []);

  const play = useCallback(
    (next: AudioTrack) => {
      setAutoPlay(true);
      if (track?.key === next.key && track.src === next.src && status !== 'idle' && status !== 'error') {
        resume();
        return;
      }
      if (track?.key === next.key && track.src === next.src) {
        // The same track again after its end or an error: from its start.
        setStatus('loading');
        const element = audioRef.current;
        if (element) {
          element.load();
          resume();
        }
        return;
      }
      setTrack(next);
      setVerse(null);
      setStatus('loading');
    },
    [track, status, resume],
  );

  /** Moves to `at` seconds and plays. */
  const seek = useCallback(
    (at: number) => {
      const element = audioRef.current;
      if (!element) return;
      element.currentTime = at;
      resume();
    },
    [resume],
  );

  const playFrom = useCallback(
    (next: AudioTrack, from: number) => {
      const start = track?.key === next.key && track.src === next.src ? cueStart(trackRef.current, from) : undefined;
      if (start !== undefined) {
        setAutoPlay(true);
        seek(start);
        return;
      }
      // Not loaded yet (another track, or its timings still coming): played from there once they are.
      pendingVerse.current = from;
      play(next);
    },
    [track, play, seek],
  );

  const onTimingsLoad = useCallback(() => {
    const from = pendingVerse.current;
    pendingVerse.current = null;
    const start = from === null ? undefined : cueStart(trackRef.current, from);
    if (start !== undefined) seek(start);
  }, [seek]);

  const pause = useCallback(() => {
    setAutoPlay(false);
    audioRef.current?.pause();
  }, []);

  const toggle = useCallback(
    (next: AudioTrack) => (track?.key === next.key && isActive(status) ? pause() : play(next)),
    [track, status, pause, play],
  );

  const cue = useCallback(
    (next: AudioTrack) => {
      if (track?.key === next.key && track.src === next.src) return;
      setTrack(next);
      setVerse(null);
      setStatus(autoPlay ? 'loading' : 'idle');
    },
    [track, autoPlay],
  );

  const stop = useCallback(() => {
    setAutoPlay(false);
    audioRef.current?.pause();
    pendingVerse.current = null;
    setTrack(null);
    setVerse(null);
    setStatus('idle');
  }, []);

  const retry = useCallback(() => {
    const element = audioRef.current;
    if (!element || !track) return;
    setAutoPlay(true);
    setStatus('loading');
    element.load();
    resume();
  }, [track, resume]);

  const onStatus = useCallback((next: PlayerStatus) => {
    // A pause at the end of a track is its end, reported by onEnded.
    if (next === 'paused' && audioRef.current?.ended) return;
    if (next === 'playing') setAutoPlay(true);
    setStatus(next);
  }, []);

  const ended = useCallback(() => {
    setStatus('idle');
    setVerse(null);
    if (track) onEnded?.(track);
  }, [track, onEnded]);

  return {
    track,
    status,
    play,
    pause,
    toggle,
    cue,
    stop,
    retry,
    verse,
    playFrom,
    position: time.position,
    duration: time.duration,
    seekTo,
    element: { audioRef, src: track?.src, autoPlay, onStatus, onEnded: ended, trackRef, timings: track?.timings, onVerse: setVerse, onTimingsLoad, rate, onTime },
  };
}
