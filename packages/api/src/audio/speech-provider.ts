/**
 * The speech provider: an OpenAI-compatible `/v1/audio/speech` (OpenAI's
 * voices, or a server of one's own such as Kokoro or Speaches), through the
 * `openai` SDK, speaking a chapter segment by segment as eSpeak NG's pool
 * does (docs/decisions/audio.md, "Voices").
 *
 * Each segment is asked for as MP3 and taken apart into bare frames
 * (mp3.ts `audioFrames`: no tags, no encoder header), followed by frames of
 * silence for its pause in its own format, so that a chapter's segments
 * follow one another in one stream like eSpeak NG's. At most `concurrency`
 * requests are in flight on this server, chapters taking turns (turns.ts),
 * a chapter's first segment before the others.
 *
 * What fails leaves as a SpeechProviderError in our words (kind, status:
 * openai-client.ts), never the provider's text, which may echo the key.
 */
import type OpenAI from 'openai';
import { openAiClient, ProviderCallError, providerFailure, type OpenAiClientOptions, type ProviderFailureKind } from '../openai-client.js';
import { audioFrames, silentFrames, type Mp3Format } from './mp3.js';
import { SynthesisError } from './pool.js';
import { ChapterTurns } from './turns.js';

/** A failed call of the speech provider. */
export class SpeechProviderError extends ProviderCallError {
  override readonly name = 'SpeechProviderError';

  constructor(kind: ProviderFailureKind, status?: number) {
    super('speech provider', kind, status);
  }
}

/** A segment spoken by the provider: its frames, its pause's silence after them, and their format. */
export interface ProviderSegment {
  mp3: Uint8Array;
  format: Mp3Format;
}

export interface SpeechProviderOptions extends OpenAiClientOptions {
  /** The speech model (`tts-1`, `gpt-4o-mini-tts`, `kokoro`…). */
  model: string;
  /** The voice (`alloy`, `ff_siwis`…). */
  voice: string;
  /** Requests in flight at most on this server (SPEECH_CONCURRENCY). */
  concurrency: number;
}

interface Request {
  job: string;
  text: string;
  pauseMs: number;
  resolve: (segment: ProviderSegment) => void;
  reject: (error: Error) => void;
}

export class SpeechProvider {
  /** What the audio depends on besides the text: part of the cache key (cache.ts). */
  readonly voice: { model: string; voice: string };
  private readonly client: OpenAI;
  private readonly concurrency: number;
  private readonly turns = new ChapterTurns<Request>();
  /** The requests in flight, by chapter, each with what aborts it. */
  private readonly inFlight = new Map<string, Set<AbortController>>();
  private running = 0;

  constructor(options: SpeechProviderOptions) {
    this.voice = { model: options.model, voice: options.voice };
    this.client = openAiClient(options);
    this.concurrency = Math.max(1, options.concurrency);
  }

  /**
   * Speaks `text` followed by `pauseMs` of silence. `job` names the
   * chapter (chapters take turns); `first` puts the segment before every
   * other chapter's next one. Rejects with a SpeechProviderError when the
   * provider fails or answers what is not MP3, with a SynthesisError when
   * the chapter was cancelled.
   * @example const { mp3, format } = await provider.speak('43/3#1', 'Évangile selon Jean, chapitre trois.', 700, { first: true });
   */
  speak(job: string, text: string, pauseMs: number, { first = false } = {}): Promise<ProviderSegment> {
    return new Promise((resolve, reject) => {
      this.turns.push(job, { job, text, pauseMs, resolve, reject }, first);
      this.dispatch();
    });
  }

  /** Drops the chapter's queued segments and aborts its requests in flight: they reject with a SynthesisError. */
  cancel(job: string, reason = 'cancelled'): void {
    for (const request of this.turns.drop(job)) request.reject(new SynthesisError(reason));
    for (const controller of this.inFlight.get(job) ?? []) controller.abort(new SynthesisError(reason));
  }

  private dispatch(): void {
    while (this.running < this.concurrency) {
      const request = this.turns.next();
      if (!request) return;
      this.running++;
      void this.send(request).finally(() => {
        this.running--;
        this.dispatch();
      });
    }
  }

  private async send({ job, text, pauseMs, resolve, reject }: Request): Promise<void> {
    const controller = new AbortController();
    const controllers = this.inFlight.get(job) ?? new Set();
    this.inFlight.set(job, controllers.add(controller));
    try {
      let file: Uint8Array;
      try {
        const response = await this.client.audio.speech.create(
          { model: this.voice.model, voice: this.voice.voice, input: text, response_format: 'mp3' },
          { signal: controller.signal },
        );
        file = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason as Error;
        const { kind, status } = providerFailure(error);
        throw new SpeechProviderError(kind, status);
      }
      let segment: ProviderSegment;
      try {
        const { frames, format } = audioFrames(file);
        const silence = silentFrames(format, pauseMs / 1000);
        const mp3 = new Uint8Array(frames.length + silence.length);
        mp3.set(frames);
        mp3.set(silence, frames.length);
        segment = { mp3, format };
      } catch {
        // Not MP3, or at a rate or bitrate silence cannot be written in.
        throw new SpeechProviderError('malformed');
      }
      resolve(segment);
    } catch (error) {
      reject(error as Error);
    } finally {
      controllers.delete(controller);
      if (controllers.size === 0) this.inFlight.delete(job);
    }
  }
}
