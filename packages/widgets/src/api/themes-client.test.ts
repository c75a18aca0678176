import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createBibleApi } from './client.js';

const LIST = { themes: [{ id: 4, nom: 'Paix', image: '/img/themes/paix.svg', description: 'La paix.' }] };
const THEME = { theme: LIST.themes[0], versets: [] };

function adapter() {
  const urls: string[] = [];
  const answer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    urls.push(`${config.baseURL ?? ''}${config.url}`);
    return { status: 200, statusText: 'OK', data: config.url === '/api/theme' ? LIST : THEME, headers: new AxiosHeaders(), config };
  };
  return { answer, urls };
}

describe('the themes’ calls', () => {
  it('call GET /api/theme and GET /api/theme/{id}, leaving image paths as they are on the same origin', async () => {
    const { answer, urls } = adapter();
    const api = createBibleApi({ baseURL: '', adapter: answer });
    expect(await api.themes()).toEqual(LIST);
    expect(await api.theme({ id: 4 })).toEqual(THEME);
    expect(urls).toEqual(['/api/theme', '/api/theme/4']);
  });

  it('resolve the images against another origin’s API, prefix included', async () => {
    const { answer } = adapter();
    const api = createBibleApi({ baseURL: 'https://parole.example/bible/', adapter: answer });
    expect((await api.themes()).themes[0].image).toBe('https://parole.example/bible/img/themes/paix.svg');
    expect((await api.theme({ id: 4 })).theme.image).toBe('https://parole.example/bible/img/themes/paix.svg');
  });
});

describe('the URLs of the API’s files', () => {
  it('give a chapter’s audio as the contract writes it, under the API’s origin and prefix', () => {
    const { answer, urls } = adapter();
    expect(createBibleApi({ baseURL: '', adapter: answer }).mediaUrl('chapterAudio', { book: 19, chapter: 119 })).toBe('/mp3/19/119.mp3');
    expect(createBibleApi({ baseURL: 'https://parole.example/bible/', adapter: answer }).mediaUrl('chapterAudio', { book: 1, chapter: 1 })).toBe(
      'https://parole.example/bible/mp3/1/1.mp3',
    );
    expect(urls).toEqual([]); // a URL for the page to load, never a request of the client
  });
});
