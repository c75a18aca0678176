import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AudioCache, audioKey, CacheFullError } from './cache.js';
import { byteRange } from './file-response.js';

let dir: string;
let cache: AudioCache;
const files = async (book: number) => (await readdir(path.join(dir, String(book))).catch(() => [])).sort();

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-cache-'));
  cache = new AudioCache({ dir, minFreeBytes: 0 });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the audio cache', () => {
  it('keys a chapter by what is spoken', () => {
    expect(audioKey(['Jude.', 'Jude, serviteur de Jésus-Christ'])).toMatch(/^[\w-]{20}$/);
    expect(audioKey(['a', 'b'])).toBe(audioKey(['a', 'b']));
    expect(audioKey(['a', 'b'])).not.toBe(audioKey(['ab']));
    // A provider's voice is another file; each model and voice its own.
    const voice = { model: 'tts-1', voice: 'alloy' };
    expect(audioKey(['a', 'b'], voice)).not.toBe(audioKey(['a', 'b']));
    expect(audioKey(['a', 'b'], voice)).toBe(audioKey(['a', 'b'], { ...voice }));
    expect(audioKey(['a', 'b'], voice)).not.toBe(audioKey(['a', 'b'], { ...voice, voice: 'nova' }));
  });

  it('writes under a temporary name, and gives the file its name only when complete', async () => {
    const writer = await cache.writer(65, 1, 'KEY1');
    await writer.write(new Uint8Array([1, 2, 3]));
    expect(await cache.find(65, 1, 'KEY1')).toBeNull();
    expect(await files(65)).toEqual([expect.stringMatching(new RegExp(`^\\.1\\.KEY1\\.${process.pid}-[0-9a-f]{12}\\.part$`))]);
    const file = await writer.commit();
    expect(file.size).toBe(3);
    expect(await cache.find(65, 1, 'KEY1')).toEqual({ path: path.join(dir, '65', '1.KEY1.mp3'), size: 3 });
    expect(await files(65)).toEqual(['1.KEY1.mp3']);
  });

  it('leaves nothing of a discarded file', async () => {
    const writer = await cache.writer(65, 1, 'KEY1');
    await writer.write(new Uint8Array([1, 2, 3]));
    await writer.discard();
    expect(await files(65)).toEqual([]);
    expect(await cache.find(65, 1, 'KEY1')).toBeNull();
  });

  it('replaces the file of an older text of the chapter, and only that chapter’s', async () => {
    for (const [chapter, key] of [[1, 'OLD'], [11, 'OTHER'], [1, 'NEW']] as const) {
      const writer = await cache.writer(19, chapter, key);
      await writer.write(new Uint8Array([chapter]));
      await writer.commit();
    }
    expect(await files(19)).toEqual(['1.NEW.mp3', '11.OTHER.mp3']);
  });

  it('removes the temporary files a stopped process left: at once when its pid is gone, else once they are an hour old', async () => {
    await cache.writer(1, 1, 'KEY'); // under way, by this process
    const old = path.join(dir, '1', '.2.KEY.abcdef012345.part'); // no pid: by age only
    await writeFile(old, 'half');
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    await utimes(old, hours(2), hours(2));
    // A recent file of a process that is gone (a pid above Linux's pid_max), and one of a live process (pid 1).
    await writeFile(path.join(dir, '1', '.3.KEY.4194305-abcdef012345.part'), 'half');
    await writeFile(path.join(dir, '1', '.4.KEY.1-abcdef012345.part'), 'half');
    expect(await cache.removeStaleParts()).toBe(2);
    expect(await files(1)).toEqual(['.1.KEY.' + process.pid + '-' + (await files(1))[0].slice(-17, -5) + '.part', '.4.KEY.1-abcdef012345.part']);
  });

  it('keeps another translation’s chapters in a folder of its id, Segond’s where they always were, neither replacing the other (issue 41)', async () => {
    expect(cache.of('lsg')).toBe(cache);
    expect(cache.of('darby').pathOf(19, 117, 'K')).toBe(path.join(dir, 'darby', '19', '117.K.mp3'));
    expect(() => cache.of('../x')).toThrow(/Invalid translation id/);
    for (const [translation, key] of [['lsg', 'SEGOND'], ['darby', 'DARBY']] as const) {
      const writer = await cache.of(translation).writer(19, 117, key);
      await writer.write(new Uint8Array([1]));
      await writer.commit();
    }
    expect(await files(19)).toEqual(['117.SEGOND.mp3']);
    expect(await cache.of('darby').find(19, 117, 'DARBY')).toEqual({ path: path.join(dir, 'darby', '19', '117.DARBY.mp3'), size: 1 });
    // A stopped process's temporary file in a translation's folder goes too.
    await writeFile(path.join(dir, 'darby', '19', '.118.KEY.4194305-abcdef012345.part'), 'half');
    expect(await cache.removeStaleParts()).toBe(1);
    expect((await readdir(path.join(dir, 'darby', '19'))).sort()).toEqual(['117.DARBY.mp3']);
  });

  it('refuses to start a file when the disk has less room than it must keep', async () => {
    await expect(new AudioCache({ dir, minFreeBytes: Number.MAX_SAFE_INTEGER }).checkRoom()).rejects.toBeInstanceOf(CacheFullError);
    await expect(cache.checkRoom()).resolves.toBeUndefined();
  });
});

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', null],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
    [undefined, null],
  ])('%s of 1000 bytes is %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });
});
