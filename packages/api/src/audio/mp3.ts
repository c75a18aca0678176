/**
 * Reads an MP3 stream's frame headers: whether the bytes are a run of valid
 * MPEG audio frames, and how long they play. Used by the tests, the build
 * script's check and the benchmark; the server never decodes audio.
 */

export interface Mp3Info {
  frames: number;
  /** Samples per channel. */
  samples: number;
  seconds: number;
  sampleRate: number;
  channels: 1 | 2;
  /** The bitrates met, kbit/s. */
  bitrates: number[];
  /** Bytes of an ID3v2 tag at the start (recordings may have one). */
  tagBytes: number;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** A layer III frame header at `offset`, or null. */
function frameAt(bytes: Uint8Array, offset: number): { length: number; samples: number; sampleRate: number; channels: 1 | 2; bitrate: number } | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = bytes.subarray(offset, offset + 4);
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (b1 >> 1) & 3; // 1: layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex];
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const padding = (b2 >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  return { length, samples, sampleRate, channels: b3 >> 6 === 3 ? 1 : 2, bitrate };
}

/**
 * The frames of `bytes`, which must be nothing but MP3 frames (after an
 * optional ID3v2 tag), each starting where the previous one ends, all at
 * one sample rate. Throws, saying where, otherwise.
 * @example readMp3(await readFile('3.mp3')).seconds // 41.3
 */
export function readMp3(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  let tagBytes = 0;
  if (bytes.length >= 10 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    // ID3v2: a 10-byte header, then a synchsafe size.
    tagBytes = 10 + ((bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9]);
    offset = tagBytes;
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let channels: 1 | 2 = 1;
  const bitrates = new Set<number>();
  while (offset < bytes.length) {
    const frame = frameAt(bytes, offset);
    if (!frame) throw new Error(`readMp3: no MP3 frame at byte ${offset} of ${bytes.length} (after ${frames} frames)`);
    if (sampleRate && frame.sampleRate !== sampleRate) throw new Error(`readMp3: sample rate changes at byte ${offset}`);
    if (offset + frame.length > bytes.length) throw new Error(`readMp3: the last frame (byte ${offset}) is cut short`);
    sampleRate = frame.sampleRate;
    channels = frame.channels;
    bitrates.add(frame.bitrate);
    frames++;
    samples += frame.samples;
    offset += frame.length;
  }
  if (frames === 0) throw new Error('readMp3: no frame');
  return { frames, samples, seconds: samples / sampleRate, sampleRate, channels, bitrates: [...bitrates].sort((a, b) => a - b), tagBytes };
}
