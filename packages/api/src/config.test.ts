import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_MODELS, defaultAudioWorkers, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('defaults to the repository as checked out, found from the module location', () => {
    expect(existsSync(path.join(REPO_ROOT, 'packages', 'api', 'src', 'config.ts'))).toBe(true);
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      databasePath: path.join(REPO_ROOT, 'data', 'parole.sqlite'),
      usfmDir: path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'lsg1910'),
      webRoot: path.join(REPO_ROOT, 'packages', 'host', 'dist'),
      widgetsRoot: path.join(REPO_ROOT, 'packages', 'widgets', 'dist'),
      translation: { name: 'Louis Segond 1910', copyright: 'Louis Segond 1910 — domaine public' },
      contact: 'contact@example.org',
      searchCacheEntries: 500,
      gamesDatabasePath: path.join(REPO_ROOT, 'data', 'games.sqlite'),
      gameCreationLimit: 60,
      gameCreationWindowSeconds: 600,
      ai: {
        baseURL: 'https://api.groq.com/openai/v1',
        apiKey: undefined,
        models: [...DEFAULT_AI_MODELS],
        defaultModel: 'openai/gpt-oss-120b',
        limitsUrl: 'https://console.groq.com/settings/limits',
      },
      audio: { recordingsDir: undefined, cacheDir: path.join(REPO_ROOT, 'data', 'audio-cache'), workers: defaultAudioWorkers(), minFreeBytes: 200e6 },
    });
  });

  it('keeps the games beside the Bible database unless told otherwise', () => {
    expect(loadConfig({ DATABASE_PATH: '/srv/parole/bible.sqlite' }).gamesDatabasePath).toBe('/srv/parole/games.sqlite');
    expect(loadConfig({ DATABASE_PATH: '/srv/a.sqlite', GAMES_DATABASE_PATH: '/var/lib/jeu.sqlite' }).gamesDatabasePath).toBe('/var/lib/jeu.sqlite');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_PATH: '/srv/parole/db.sqlite',
      BIBLE_USFM_DIR: '/srv/s21',
      WEB_ROOT: '/srv/web',
      WIDGETS_ROOT: '/srv/widgets',
      BIBLE_TRANSLATION_NAME: 'Segond 21',
      BIBLE_COPYRIGHT: '© 2007 Société Biblique de Genève',
      CONTACT_EMAIL: 'bible@eglise.fr',
      SEARCH_CACHE_ENTRIES: '0',
      GAMES_DATABASE_PATH: '/srv/parole/parties.sqlite',
      GAME_CREATION_LIMIT: '500',
      GAME_CREATION_WINDOW_SECONDS: '60',
      AI_BASE_URL: 'http://127.0.0.1:9999/v1',
      AI_API_KEY: 'sk-test',
      AI_MODELS: 'a/b, c-d ,e.f',
      AI_DEFAULT_MODEL: 'c-d',
      AI_LIMITS_URL: 'https://provider.example/limits',
      AUDIO_RECORDINGS_DIR: '/srv/enregistrements',
      AUDIO_CACHE_DIR: '/var/cache/parole-audio',
      AUDIO_WORKERS: '3',
      AUDIO_CACHE_MIN_FREE_MB: '50',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databasePath: '/srv/parole/db.sqlite',
      usfmDir: '/srv/s21',
      webRoot: '/srv/web',
      widgetsRoot: '/srv/widgets',
      translation: { name: 'Segond 21', copyright: '© 2007 Société Biblique de Genève' },
      contact: 'bible@eglise.fr',
      searchCacheEntries: 0,
      gamesDatabasePath: '/srv/parole/parties.sqlite',
      gameCreationLimit: 500,
      gameCreationWindowSeconds: 60,
      ai: { baseURL: 'http://127.0.0.1:9999/v1', apiKey: 'sk-test', models: ['c-d', 'a/b', 'e.f'], defaultModel: 'c-d', limitsUrl: 'https://provider.example/limits' },
      audio: { recordingsDir: '/srv/enregistrements', cacheDir: '/var/cache/parole-audio', workers: 3, minFreeBytes: 50e6 },
    });
  });

  it('resolves relative paths from the current directory and treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_PATH: 'tmp/x.sqlite', PORT: '', HOST: ' ' });
    expect(config.databasePath).toBe(path.resolve('tmp/x.sqlite'));
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: "abc"/],
    [{ PORT: '-1' }, /^Invalid PORT/],
    [{ PORT: '3000.5' }, /^Invalid PORT/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ CONTACT_EMAIL: 'nobody' }, /^Invalid CONTACT_EMAIL: "nobody"/],
    [{ SEARCH_CACHE_ENTRIES: '-1' }, /^Invalid SEARCH_CACHE_ENTRIES: "-1"/],
    [{ AI_BASE_URL: 'not a url' }, /^Invalid AI_BASE_URL/],
    [{ AI_BASE_URL: 'ftp://x.example' }, /^Invalid AI_BASE_URL/],
    [{ AI_MODELS: 'a b' }, /^Invalid AI_MODELS: "a b"/],
    [{ AI_MODELS: ' , ' }, /^Invalid AI_MODELS: no model/],
    [{ AI_DEFAULT_MODEL: 'other' }, /^Invalid AI_DEFAULT_MODEL: "other"/],
    [{ SEARCH_CACHE_ENTRIES: '1e3' }, /^Invalid SEARCH_CACHE_ENTRIES/],
    [{ SEARCH_CACHE_ENTRIES: '100001' }, /^Invalid SEARCH_CACHE_ENTRIES/],
    [{ GAME_CREATION_LIMIT: '0' }, /^Invalid GAME_CREATION_LIMIT: "0" is not a whole number from 1 to 1000000/],
    [{ GAME_CREATION_LIMIT: 'many' }, /^Invalid GAME_CREATION_LIMIT/],
    [{ GAME_CREATION_WINDOW_SECONDS: '0' }, /^Invalid GAME_CREATION_WINDOW_SECONDS/],
    [{ GAME_CREATION_WINDOW_SECONDS: '86401' }, /^Invalid GAME_CREATION_WINDOW_SECONDS/],
  ])('refuses %j with an error naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts port 0 (any free port)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });
});
