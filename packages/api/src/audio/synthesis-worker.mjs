/**
 * A synthesis thread (node:worker_threads), started by pool.ts: eSpeak NG
 * (WebAssembly, synchronous) speaks a segment of text in French, lamejs
 * encodes it to MP3, and the bytes go back to the main thread. Both are
 * CPU-bound and synchronous, so they must never run on the server's event
 * loop.
 *
 * Plain JavaScript on purpose: on Node 20 a worker thread does not inherit
 * the main thread's TypeScript loader (tsx), so a .ts worker would not start
 * under the server, the tests or the scripts alike. Its settings come from
 * the pool (`workerData`, settings.ts), its messages are typed in
 * protocol.ts.
 *
 * Each segment is encoded by a fresh encoder and flushed: its frames stand
 * alone (no bit reservoir shared with the next segment), so segments made in
 * any order, on any thread, concatenate into one valid MP3 stream.
 *
 * Licences: eSpeak NG (@echogarden/espeak-ng-emscripten) is GPL-3.0, lamejs
 * (@breezystack/lamejs) LGPL-3.0; only the API package uses them
 * (packages/api/README.md).
 */
import { parentPort, workerData } from 'node:worker_threads';
import createESpeak from '@echogarden/espeak-ng-emscripten';
import { Mp3Encoder } from '@breezystack/lamejs';

if (!parentPort) throw new Error('synthesis-worker.mjs runs as a worker thread (audio/pool.ts)');
const port = parentPort;

/** @type {import('./protocol.js').WorkerSettings} */
const settings = workerData;

const module = await createESpeak();
const espeak = new module.eSpeakNGWorker();
if (espeak.set_voice(settings.voice) !== 0) throw new Error(`eSpeak NG has no voice "${settings.voice}"`);
espeak.set_rate(settings.rate);
const sampleRate = espeak.get_samplerate();
if (sampleRate !== settings.sampleRate) throw new Error(`eSpeak NG speaks at ${sampleRate} Hz, not ${settings.sampleRate}`);

/*
 * eSpeak NG carries state from one utterance to the next (its random
 * source, its waveform's phase): the same text spoken twice differs by a
 * few samples. Its whole memory (17 MB) is copied once the voice is set and
 * put back before each segment (about 1 ms), so that a segment's audio
 * depends on its text alone: a chapter synthesized again, on any thread or
 * server, is the same file, and its entity tag (the hash of what is spoken,
 * cache.ts) names its bytes.
 */
const initialMemory = module.HEAPU8.slice();

/** Samples handed to the encoder at once: whole frames, few enough to keep its buffers small. */
const ENCODE_BLOCK = 576 * 32;

/**
 * eSpeak NG's samples at `rate` Hz, by linear interpolation: for a chapter
 * begun by the speech provider, whose frames are at its own rate (24 kHz
 * mostly), so that the rest of it follows in one stream.
 * @param {Int16Array} input
 * @param {number} rate
 */
function resample(input, rate) {
  if (rate === sampleRate) return input;
  const output = new Int16Array(Math.round((input.length * rate) / sampleRate));
  const step = sampleRate / rate;
  for (let i = 0; i < output.length; i++) {
    const x = i * step;
    const j = Math.floor(x);
    const a = input[j] ?? 0;
    const b = input[j + 1] ?? a;
    output[i] = Math.round(a + (b - a) * (x - j));
  }
  return output;
}

/**
 * @param {string} text
 * @param {number} pauseMs
 * @param {import('./mp3.js').Mp3Format} [format] the settings' own (eSpeak's rate, mono, the settings' bitrate) when absent
 */
function speak(text, pauseMs, format) {
  module.HEAPU8.set(initialMemory);
  /** @type {Int16Array[]} */
  const parts = [];
  espeak.synthesize(text, (samples) => {
    if (samples && samples.length > 0) parts.push(samples);
    return false;
  });
  parts.push(new Int16Array(Math.round((sampleRate * pauseMs) / 1000)));

  const rate = format?.sampleRate ?? sampleRate;
  const channels = format?.channels ?? 1;
  const encoder = new Mp3Encoder(channels, rate, format?.bitrate ?? settings.bitrate);
  /** @type {Uint8Array[]} */
  const out = [];
  let samples = 0;
  for (const spoken of parts) {
    const part = resample(spoken, rate);
    samples += part.length;
    for (let i = 0; i < part.length; i += ENCODE_BLOCK) {
      const block = part.subarray(i, i + ENCODE_BLOCK);
      const frames = channels === 1 ? encoder.encodeBuffer(block) : encoder.encodeBuffer(block, block);
      if (frames.length > 0) out.push(frames.slice());
    }
  }
  out.push(encoder.flush().slice());
  const mp3 = new Uint8Array(out.reduce((n, b) => n + b.length, 0));
  let offset = 0;
  for (const b of out) {
    mp3.set(b, offset);
    offset += b.length;
  }
  return { mp3, samples };
}

port.on('message', (/** @type {import('./protocol.js').ToWorker} */ message) => {
  const started = performance.now();
  let result;
  try {
    result = speak(message.text, message.pauseMs, message.format);
  } catch (err) {
    // A WebAssembly abort leaves the module unusable: report, then end this
    // thread so that the pool starts a fresh one.
    port.postMessage({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  port.postMessage({ type: 'done', id: message.id, mp3: result.mp3, samples: result.samples, ms: performance.now() - started }, [result.mp3.buffer]);
});

// Ready as soon as the voice is loaded. Then, while no segment waits, a few
// sentences (settings.warmUps, none with AUDIO_WARM_UP=no) are spoken and
// thrown away, one per turn of the event loop, so that V8 compiles the
// encoder's code (its first runs are ten times slower) before the first
// chapter needs it; a segment that arrives meanwhile waits for one sentence
// at most.
port.postMessage({ type: 'ready' });
let warmUps = settings.warmUps;
const warmUp = () => {
  if (warmUps-- <= 0) return;
  speak('Au commencement, Dieu créa les cieux et la terre.', 200);
  setImmediate(warmUp);
};
setImmediate(warmUp);
