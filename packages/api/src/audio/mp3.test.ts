import { describe, expect, it } from 'vitest';
import { audioFrames, formatOf, readMp3, silentFrames } from './mp3.js';
import { secondsFor, STAND_IN_FORMAT, standInMp3 } from './testing.js';

describe('audioFrames', () => {
  it('keeps the audio frames of a provider’s file: no ID3v2 tag, no header frame, no ID3v1 tag', () => {
    const text = 'Au commencement, Dieu créa les cieux et la terre.';
    const file = standInMp3(text);
    expect(readMp3(file.subarray(0, file.length - 128)).tagBytes).toBeGreaterThan(0);
    const { frames, format, seconds } = audioFrames(file);
    expect(format).toEqual(STAND_IN_FORMAT);
    const info = readMp3(frames);
    expect(info.tagBytes).toBe(0);
    expect(info.frames).toBe(readMp3(file.subarray(0, file.length - 128)).frames - 1);
    for (const header of ['ID3', 'Info', 'TAG']) expect(Buffer.from(frames).includes(header), header).toBe(false);
    // The encoder's delay and padding: a few frames more than the tone.
    expect(seconds).toBeGreaterThanOrEqual(secondsFor(text));
    expect(seconds).toBeLessThan(secondsFor(text) + 0.15);
  });

  it('refuses what is not MP3', () => {
    expect(() => audioFrames(new TextEncoder().encode('{"error":"no"}'))).toThrow(/no MP3 frame/);
    expect(() => audioFrames(new Uint8Array())).toThrow(/no frame/);
  });
});

describe('silentFrames', () => {
  it('writes whole frames of the format, as long as asked to a frame', () => {
    const silence = silentFrames(STAND_IN_FORMAT, 0.35);
    const info = readMp3(silence);
    // 24 kHz: 576 samples (24 ms) a frame; 48 kbit/s: 144 bytes.
    expect(info.frames).toBe(15);
    expect(silence.length).toBe(15 * 144);
    expect(formatOf(silence).format).toEqual(STAND_IN_FORMAT);
    // MPEG-1 at 44.1 kHz, stereo: 1152 samples a frame.
    expect(readMp3(silentFrames({ sampleRate: 44_100, channels: 2, bitrate: 128 }, 1)).frames).toBe(38);
    expect(readMp3(silentFrames({ sampleRate: 44_100, channels: 2, bitrate: 128 }, 1)).channels).toBe(2);
  });

  it('follows a provider’s frames in one stream', () => {
    const { frames, format } = audioFrames(standInMp3('Jude'));
    const silence = silentFrames(format, 0.7);
    const stream = new Uint8Array([...frames, ...silence]);
    expect(readMp3(stream).seconds).toBeCloseTo(readMp3(frames).seconds + readMp3(silence).seconds, 6);
  });

  it('refuses a format no frame can have', () => {
    expect(() => silentFrames({ sampleRate: 23_000, channels: 1, bitrate: 48 }, 1)).toThrow(/no MPEG version/);
    expect(() => silentFrames({ sampleRate: 24_000, channels: 1, bitrate: 320 }, 1)).toThrow(/not a bitrate/);
  });
});
