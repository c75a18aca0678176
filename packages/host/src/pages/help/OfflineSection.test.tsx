/**
 * "Lire hors ligne" per translation (issue 41), over a Cache API in memory
 * (jsdom has none: pwa/testing.ts) and the recordings of the real API: each
 * translation's size, its download in its own cache and numbering, its
 * removal on its own; Segond's download of a returning visitor still read;
 * the audio of the translation read kept apart from Segond's. The real
 * Cache API and service worker: tests/e2e/offline.test.ts.
 */
import { type ChapterRef } from '@parole/bible';
import type { BibleApi } from '@parole/widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_AUDIO_CACHE, OFFLINE_BIBLE_CACHE } from '../../pwa/caches.js';
import { bibleChapters } from '../../pwa/offlineBible.js';
import { offlineBrowser, type MemoryCacheStorage } from '../../pwa/testing.js';
import { createHostStore, StoreProvider } from '../../store/index.js';
import { fakeClient, recorded, renderApp, renderInSite, storageWith } from '../../testing.js';
import { OfflineSection } from './OfflineSection.js';
import { offline as offlineTexts } from '../../texts/offline.js';

let storage: MemoryCacheStorage & { restore(): void };
beforeEach(() => {
  storage = offlineBrowser();
});
afterEach(() => storage.restore());

const section = () => screen.findByRole('region', { name: 'Lire hors ligne' });
/** A number as the section writes it, its spaces as the queries read text (testing-library folds every space into one). */
const count = (n: number) => new Intl.NumberFormat('fr-FR').format(n).replace(/\s/g, ' ');

/** A client whose chapter downloads answer at once, each request noted. */
function downloadingClient(asked: Array<ChapterRef & { translation?: string }>) {
  const response: BibleApi['response'] = async (_name, input) => {
    const { book, chapter, translation } = input as ChapterRef & { translation?: string };
    asked.push({ book, chapter, translation });
    return new Response(JSON.stringify({ livre: book, chapitre: chapter, traduction_id: translation ?? 'lsg' }), { headers: { 'Content-Type': 'application/json' } });
  };
  return fakeClient({ response });
}

describe('« Lire hors ligne », each translation on its own (issue 41)', () => {
  it('offers each translation of the server under its name, with its own size', async () => {
    renderApp('/aide');
    const region = await section();
    await waitFor(() =>
      expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Louis Segond 1910', 'Darby 1885', 'Martin 1744', 'Écouter hors ligne']),
    );
    for (const [translation, name] of [[undefined, 'Louis Segond 1910'], ['darby', 'Darby 1885'], ['martin', 'Martin 1744']] as const) {
      const size = recorded('offlineBible', { translation });
      expect(size.chapitres).toBe(1189);
      const mb = (bytes: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} Mo`;
      const group = within(region).getByRole('group', { name });
      expect(await within(group).findByText(`Toute la Bible : 1 189 chapitres, environ ${mb(size.octetsCompresses)} à télécharger (${mb(size.octets)} sur l’appareil).`)).toBeTruthy();
      await waitFor(() => expect((within(group).getByRole('button', { name: `Lire ${name} hors ligne` }) as HTMLButtonElement).disabled).toBe(false));
    }
    // Each size is asked in its translation, Segond's as it always was.
    expect(recorded('offlineBible', { translation: 'darby' }).octets).not.toBe(recorded('offlineBible', {}).octets);
  });

  it('asks the list of translations once, the request the help page’s other parts share (useTranslationList)', async () => {
    const client = fakeClient();
    renderApp('/aide', { client });
    const region = await section();
    await within(region).findByRole('group', { name: 'Martin 1744' });
    // The embed section's translation choice and the footer read the same kept answer.
    expect(client.calls.filter((call) => call === 'GET /api/traductions')).toEqual(['GET /api/traductions']);
  });

  it('downloads Martin’s chapters in its numbering into a cache of its own, and removes it alone, Segond’s download of before still there', async () => {
    // A returning visitor's download of Louis Segond 1910, in the cache it always had.
    const segond = await storage.open(OFFLINE_BIBLE_CACHE);
    for (const { path } of bibleChapters()) await segond.put(path, new Response('{}'));
    const asked: Array<ChapterRef & { translation?: string }> = [];
    renderApp('/aide', { client: downloadingClient(asked) });
    const user = userEvent.setup();
    const region = await section();
    expect(await within(region).findByText(`Toute la Bible (${count(1189)} chapitres) est disponible hors ligne sur cet appareil.`)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Supprimer Louis Segond 1910 de cet appareil' })).toBeTruthy();

    const download = await within(region).findByRole('button', { name: 'Lire Martin 1744 hors ligne' });
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    await user.click(download);
    await waitFor(() => expect(within(region).getAllByText(`Toute la Bible (${count(1189)} chapitres) est disponible hors ligne sur cet appareil.`)).toHaveLength(2));
    // Every chapter of Martin's numbering, asked with its translation: its Malachie 4, no Joël 4.
    expect(asked).toHaveLength(1189);
    expect(asked.every((c) => c.translation === 'martin')).toBe(true);
    expect(asked).toContainEqual({ book: 39, chapter: 4, translation: 'martin' });
    expect(asked).not.toContainEqual({ book: 29, chapter: 4, translation: 'martin' });
    const martin = storage.paths(`${OFFLINE_BIBLE_CACHE}-martin`);
    expect(martin).toHaveLength(1189);
    expect(martin).toContain('/api/lire/39/4');
    expect(storage.paths(OFFLINE_BIBLE_CACHE)).toHaveLength(1189);
    expect(await storage.has(`${OFFLINE_BIBLE_CACHE}-darby`)).toBe(false);

    await user.click(within(region).getByRole('button', { name: 'Supprimer Martin 1744 de cet appareil' }));
    expect(await within(region).findByText('La Bible Martin 1744 a été supprimée de cet appareil.')).toBeTruthy();
    expect(await storage.has(`${OFFLINE_BIBLE_CACHE}-martin`)).toBe(false);
    expect(storage.paths(OFFLINE_BIBLE_CACHE)).toHaveLength(1189);
    expect(within(region).getByRole('button', { name: 'Lire Martin 1744 hors ligne' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Supprimer Louis Segond 1910 de cet appareil' })).toBeTruthy();
  });

  it('keeps what came of a cancelled download, and resumes that translation only', async () => {
    let release: () => void = () => {};
    const asked: Array<ChapterRef & { translation?: string }> = [];
    const answered = downloadingClient(asked).response;
    // Ten chapters answer, then the server waits.
    const gate = new Promise<void>((resolve) => (release = resolve));
    const client = fakeClient({
      response: async (name, input, init) => {
        if (asked.length >= 10) await gate;
        init?.signal?.throwIfAborted();
        return answered(name, input, init);
      },
    });
    renderApp('/aide', { client });
    const user = userEvent.setup();
    const region = await section();
    const download = await within(region).findByRole('button', { name: 'Lire Darby 1885 hors ligne' });
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    await user.click(download);
    const bar = await within(region).findByRole('progressbar', { name: 'Téléchargement de Darby 1885' });
    await waitFor(() => expect(Number(bar.getAttribute('value'))).toBe(10));
    await user.click(within(region).getByRole('button', { name: 'Annuler' }));
    release();
    const resume = await within(region).findByRole('button', { name: 'Reprendre le téléchargement de Darby 1885' });
    expect(within(region).getByText(`10 chapitres sur ${count(1189)} sont téléchargés.`)).toBeTruthy();
    expect(storage.paths(`${OFFLINE_BIBLE_CACHE}-darby`)).toHaveLength(10);
    // The others are untouched: nothing to resume there.
    expect(within(region).getByRole('button', { name: 'Lire Louis Segond 1910 hors ligne' })).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
    asked.length = 0;
    await user.click(resume);
    await within(region).findByText(`Toute la Bible (${count(1189)} chapitres) est disponible hors ligne sur cet appareil.`);
    expect(asked).toHaveLength(1189 - 10);
  });

  it('offers the default translation’s download alone, in its former words, when the list of translations cannot be had', async () => {
    renderApp('/aide', { client: fakeClient({ translations: () => Promise.reject(new Error('réseau')) }) });
    const region = await section();
    expect(await within(region).findByRole('button', { name: 'Lire hors ligne' })).toBeTruthy();
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Écouter hors ligne']);
  });
});

describe('« Écouter hors ligne » in the translation read (issue 41)', () => {
  /** The files fetched (until afterEach's vi.unstubAllGlobals), and their answers: a timings document and an MP3 of 3 bytes. */
  function stubAudioFetch(asked: string[]) {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.includes('.vtt') ? 'WEBVTT\n' : new Uint8Array([1, 2, 3]);
      return new Response(init?.method === 'HEAD' ? null : body, { status: 200, headers: { 'Content-Length': '3' } });
    });
  }

  it('keeps the audio of the last chapter read in Darby apart from Segond’s, under its translation’s name', async () => {
    const asked: string[] = [];
    stubAudioFetch(asked);
    // Segond's Psaumes 117 was kept before: Darby's is another file.
    await (await storage.open(OFFLINE_AUDIO_CACHE)).put('/mp3/19/117.mp3', new Response(new Uint8Array([9])));
    const store = createHostStore({ storage: storageWith({ verset: { book: 19, chapter: 117 } }) });
    const { findByRole } = renderInSite(
      <StoreProvider store={store}>
        <OfflineSection translation="darby" />
      </StoreProvider>,
      fakeClient(),
    );
    const user = userEvent.setup();
    await user.click(await findByRole('button', { name: 'Écouter Psaumes 117 (Darby 1885) hors ligne' }));
    const keep = await findByRole('button', { name: /^Garder \(/ });
    expect(asked).toEqual(['GET /mp3/19/117/versets.vtt?traduction=darby', 'HEAD /mp3/19/117.mp3?traduction=darby']);
    await user.click(keep);
    expect(await screen.findByText('L’audio de Psaumes 117 (Darby 1885) est gardé sur cet appareil.')).toBeTruthy();
    expect(storage.paths(OFFLINE_AUDIO_CACHE)).toEqual(['/mp3/19/117.mp3', '/mp3/19/117.mp3?traduction=darby', '/mp3/19/117/versets.vtt?traduction=darby']);

    await user.click(await findByRole('button', { name: 'Retirer l’audio de Psaumes 117 (Darby 1885)' }));
    await findByRole('button', { name: 'Écouter Psaumes 117 (Darby 1885) hors ligne' });
    expect(storage.paths(OFFLINE_AUDIO_CACHE)).toEqual(['/mp3/19/117.mp3']);
  });

  /** The section, the last chapter read being `verset`, in the default translation. */
  const renderSection = (verset: ChapterRef) =>
    renderInSite(
      <StoreProvider store={createHostStore({ storage: storageWith({ verset }) })}>
        <OfflineSection />
      </StoreProvider>,
      fakeClient(),
    );

  it('keeps the whole book of the last chapter read, its size first, a chapter refused for a minute waited out', async () => {
    const asked: string[] = [];
    const answer = vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.includes('.vtt') ? 'WEBVTT\n' : new Uint8Array([1, 2, 3]);
      return new Response(init?.method === 'HEAD' ? null : body, { status: 200, headers: { 'Content-Length': '3' } });
    });
    // Aggée 2 is a new synthesis over the per-minute limit: refused once, for a second.
    let refused = false;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/mp3/37/2/versets.vtt' && !refused) {
        refused = true;
        asked.push(`429 ${url}`);
        return new Response('{}', { status: 429, headers: { 'Retry-After': '1' } });
      }
      return answer(url, init);
    });
    const { findByRole } = renderSection({ book: 37, chapter: 1 });
    const user = userEvent.setup();
    // The chapter, and its book.
    expect(await findByRole('button', { name: 'Écouter Aggée 1 hors ligne' })).toBeTruthy();
    await user.click(await findByRole('button', { name: 'Écouter le livre d’Aggée hors ligne' }));
    expect(await screen.findByText(/^Préparation de l’audio du livre d’Aggée : chapitre [12] sur 2…$/)).toBeTruthy();
    expect(await screen.findByText('L’audio du livre d’Aggée occupera 0,1 Mo sur l’appareil.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(asked).toEqual([
      'GET /mp3/37/1/versets.vtt',
      'HEAD /mp3/37/1.mp3',
      '429 /mp3/37/2/versets.vtt',
      'GET /mp3/37/2/versets.vtt',
      'HEAD /mp3/37/2.mp3',
    ]);
    await user.click(await findByRole('button', { name: /^Garder \(0,1\sMo\)$/ }));
    expect(await screen.findByText('L’audio du livre d’Aggée est gardé sur cet appareil.')).toBeTruthy();
    expect(storage.paths(OFFLINE_AUDIO_CACHE)).toEqual(['/mp3/37/1.mp3', '/mp3/37/1/versets.vtt', '/mp3/37/2.mp3', '/mp3/37/2/versets.vtt']);
  });

  it('offers no book apart from the chapter for a book of one chapter (Abdias)', async () => {
    const { findByRole } = renderSection({ book: 31, chapter: 1 });
    await findByRole('button', { name: 'Écouter Abdias 1 hors ligne' });
    expect(screen.queryByRole('button', { name: /livre d’Abdias/ })).toBeNull();
  });

  it('offline, keeps the chapter once the connection is back, its size shown before anything is kept', async () => {
    const asked: string[] = [];
    stubAudioFetch(asked);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { findByRole } = renderSection({ book: 19, chapter: 117 });
    const user = userEvent.setup();
    await user.click(await findByRole('button', { name: 'Garder l’audio de Psaumes 117 au retour de la connexion' }));
    expect(await screen.findByText('L’audio de Psaumes 117 sera préparé au retour de la connexion : sa taille s’affichera avant qu’il soit gardé.')).toBeTruthy();
    expect(asked).toEqual([]);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('L’audio de Psaumes 117 occupera 0,1 Mo sur l’appareil.')).toBeTruthy();
    expect(asked).toEqual(['GET /mp3/19/117/versets.vtt', 'HEAD /mp3/19/117.mp3']);
    expect(storage.paths(OFFLINE_AUDIO_CACHE)).toEqual([]);
    onLine.mockRestore();
  });

  it('says « L’audio des lectures du jour », not « de les »', () => {
    expect(offlineTexts.audio.size(offlineTexts.audio.plan, '1,2 Mo')).toBe('L’audio des lectures du jour occupera 1,2 Mo sur l’appareil.');
    expect(offlineTexts.audio.preparingCount(offlineTexts.audio.plan, '1', '4')).toBe('Préparation de l’audio des lectures du jour : chapitre 1 sur 4…');
  });
});

