/**
 * Reads an MP3 stream's frame headers: whether the bytes are a run of valid
 * MPEG audio frames, and how long they play; takes a speech provider's file
 * apart into bare frames (`audioFrames`) and makes frames of silence in its
 * format (`silentFrames`). The server never decodes audio.
 */

/** What MP3 frames must share to follow one another in one stream. */
export interface Mp3Format {
  sampleRate: number;
  channels: 1 | 2;
  /** kbit/s. */
  bitrate: number;
}

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

/** The bytes of side information after a frame's header: MPEG-1 17 (mono) or 32, MPEG-2 and 2.5 9 or 17. */
const sideInfoBytes = (version: number, channels: 1 | 2) => (version === 3 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17);

/** A layer III frame header at `offset`, or null. */
function frameAt(bytes: Uint8Array, offset: number): { length: number; samples: number; sampleRate: number; channels: 1 | 2; bitrate: number; version: number } | null {
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
  return { length, samples, sampleRate, channels: b3 >> 6 === 3 ? 1 : 2, bitrate, version };
}

/** The size of an ID3v2 tag at the start of `bytes` (0 without). */
function id3v2Bytes(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  // A 10-byte header, then a synchsafe size, then a footer of 10 more when flagged.
  return 10 + ((bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9]) + (bytes[5] & 0x10 ? 10 : 0);
}

const ascii = (bytes: Uint8Array, offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));

/**
 * The frames of `bytes`, which must be nothing but MP3 frames (after an
 * optional ID3v2 tag), each starting where the previous one ends, all at
 * one sample rate. Throws, saying where, otherwise.
 * @example readMp3(await readFile('3.mp3')).seconds // 41.3
 */
export function readMp3(bytes: Uint8Array): Mp3Info {
  const tagBytes = id3v2Bytes(bytes);
  let offset = tagBytes;
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

/**
 * The audio frames of an MP3 file as an encoder or a speech provider writes
 * it, ready to follow other frames of its format in one stream: without its
 * ID3v2 tag, its trailing ID3v1 tag, nor its first frame when that frame is
 * an encoder's header (Xing, Info, VBRI: frame counts and a seek table of
 * this file alone, which a player would take for the whole stream's).
 * Throws (readMp3's errors) when what is left is not a run of frames.
 * @example const { frames, format, seconds } = audioFrames(new Uint8Array(await response.arrayBuffer()));
 */
export function audioFrames(file: Uint8Array): { frames: Uint8Array; format: Mp3Format; seconds: number } {
  let end = file.length;
  if (end >= 128 && ascii(file, end - 128, 3) === 'TAG') end -= 128;
  let start = id3v2Bytes(file);
  const first = frameAt(file, start);
  if (first) {
    const side = 4 + sideInfoBytes(first.version, first.channels);
    const tag = ascii(file, start + side, 4);
    if (tag === 'Xing' || tag === 'Info' || ascii(file, start + 36, 4) === 'VBRI') start += first.length;
  }
  const frames = file.subarray(start, end);
  const { format, seconds } = formatOf(frames);
  return { frames, format, seconds };
}

/**
 * The format of a run of frames (readMp3's errors otherwise), its bitrate
 * the most frequent one (a constant-bitrate run has one): the one silence
 * and what follows are written at.
 */
export function formatOf(frames: Uint8Array): { format: Mp3Format; seconds: number } {
  const info = readMp3(frames);
  return { format: { sampleRate: info.sampleRate, channels: info.channels, bitrate: info.bitrates.length === 1 ? info.bitrates[0] : mostFrequentBitrate(frames) }, seconds: info.seconds };
}

function mostFrequentBitrate(frames: Uint8Array): number {
  const counts = new Map<number, number>();
  for (let offset = 0; offset < frames.length; ) {
    const frame = frameAt(frames, offset)!;
    counts.set(frame.bitrate, (counts.get(frame.bitrate) ?? 0) + 1);
    offset += frame.length;
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/**
 * About `seconds` of silence in `format`, as whole frames: each a header,
 * side information of zeros (no scale factors, no spectral values, nothing
 * borrowed from earlier frames) and zero bytes to the frame's length, which
 * every decoder plays as silence.
 * @example silentFrames({ sampleRate: 24000, channels: 1, bitrate: 48 }, 0.35) // 15 frames of 144 bytes
 */
export function silentFrames(format: Mp3Format, seconds: number): Uint8Array {
  const version = Object.entries(SAMPLE_RATES).find(([, rates]) => rates.includes(format.sampleRate))?.[0];
  if (version === undefined) throw new Error(`silentFrames: no MPEG version has ${format.sampleRate} Hz`);
  const v = Number(version);
  const bitrateIndex = (v === 3 ? BITRATES_V1 : BITRATES_V2).indexOf(format.bitrate);
  if (bitrateIndex <= 0) throw new Error(`silentFrames: ${format.bitrate} kbit/s is not a bitrate at ${format.sampleRate} Hz`);
  const samples = v === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * format.bitrate * 1000) / format.sampleRate);
  const count = Math.round((seconds * format.sampleRate) / samples);
  const header = [0xff, 0xe0 | (v << 3) | (1 << 1) | 1, (bitrateIndex << 4) | (SAMPLE_RATES[v].indexOf(format.sampleRate) << 2), format.channels === 1 ? 0xc0 : 0x00];
  const out = new Uint8Array(count * length);
  for (let i = 0; i < count; i++) out.set(header, i * length);
  return out;
}
