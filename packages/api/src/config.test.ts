import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_MODELS, defaultAudioWorkers, defaultSearchWorkers, loadConfig, REPO_ROOT } from './config.js';

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
      publicSourceMaps: false,
      trustedProxies: [],
      translation: { name: 'Louis Segond 1910', copyright: 'Louis Segond 1910 — domaine public' },
      translations: [
        {
          id: 'lsg',
          name: 'Louis Segond 1910',
          shortName: 'Segond',
          year: 1910,
          copyright: 'Louis Segond 1910 — domaine public',
          usfmDir: path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'lsg1910'),
          usfmSetting: 'BIBLE_USFM_DIR',
        },
        {
          id: 'darby',
          name: 'Darby 1885',
          shortName: 'Darby',
          year: 1885,
          copyright: 'Darby 1885 (édition Bibles et Publications Chrétiennes 2024) — domaine public',
          usfmDir: path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'darby'),
          usfmSetting: 'BIBLE_DARBY_DIR',
        },
        {
          id: 'martin',
          name: 'Martin 1744',
          shortName: 'Martin',
          year: 1744,
          copyright: 'David Martin 1744 — domaine public',
          usfmDir: path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'martin1744'),
          usfmSetting: 'BIBLE_MARTIN_DIR',
        },
      ],
      crossReferencesFile: path.resolve(REPO_ROOT, '..', 'shared', 'crossrefs', 'openbible', 'cross_references.txt'),
      contact: 'contact@example.org',
      searchCacheEntries: 500,
      searchWorkers: defaultSearchWorkers(),
      searchQueueLength: 64,
      http: { headersTimeoutSeconds: 10, requestTimeoutSeconds: 30 },
      shutdownTimeoutSeconds: 10,
      logLevel: 'info',
      metricsAllowed: ['127.0.0.1', '::1'],
      stateDatabasePath: path.join(REPO_ROOT, 'data', 'state.sqlite'),
      postgres: undefined,
      gameCreationLimit: 60,
      gameCreationWindowSeconds: 600,
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 168,
      ai: {
        baseURL: 'https://api.groq.com/openai/v1',
        apiKey: undefined,
        models: [...DEFAULT_AI_MODELS],
        defaultModel: 'openai/gpt-oss-120b',
        limitsUrl: 'https://console.groq.com/settings/limits',
        dailyTokens: 50_000,
        requestsPerMinute: 10,
        timeoutSeconds: 60,
        maxRetries: 0,
      },
      audio: { recordingsDir: undefined, recordingsName: undefined, cacheDir: path.join(REPO_ROOT, 'data', 'audio-cache'), workers: defaultAudioWorkers(), warmUp: true, minFreeBytes: 200e6, maxSyntheses: Math.max(12, 4 * defaultAudioWorkers()) },
      allowedOrigins: '*',
      siteUrl: undefined,
    });
  });

  it('keeps the state database beside the Bible database unless told otherwise', () => {
    expect(loadConfig({ DATABASE_PATH: '/srv/parole/bible.sqlite' }).stateDatabasePath).toBe('/srv/parole/state.sqlite');
    expect(loadConfig({ DATABASE_PATH: '/srv/a.sqlite', STATE_DATABASE_PATH: '/var/lib/etat.sqlite' }).stateDatabasePath).toBe('/var/lib/etat.sqlite');
  });

  it('still reads GAMES_DATABASE_PATH, the former name, when STATE_DATABASE_PATH is not set', () => {
    expect(loadConfig({ GAMES_DATABASE_PATH: '/var/lib/jeu.sqlite' }).stateDatabasePath).toBe('/var/lib/jeu.sqlite');
    expect(loadConfig({ GAMES_DATABASE_PATH: '/var/lib/jeu.sqlite', STATE_DATABASE_PATH: '/var/lib/etat.sqlite' }).stateDatabasePath).toBe('/var/lib/etat.sqlite');
  });

  it('puts the state in PostgreSQL when DATABASE_URL is a postgres:// or postgresql:// URL, with a pool of DATABASE_POOL_SIZE', () => {
    expect(loadConfig({}).postgres).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '20' }).postgres).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://parole:secret@db.internal:5432/parole' }).postgres).toEqual({
      url: 'postgres://parole:secret@db.internal:5432/parole',
      poolSize: 10,
    });
    expect(loadConfig({ DATABASE_URL: ' postgresql:///parole?host=/run/postgresql ', DATABASE_POOL_SIZE: '25' }).postgres).toEqual({
      url: 'postgresql:///parole?host=/run/postgresql',
      poolSize: 25,
    });
    expect(loadConfig({ DATABASE_URL: '' }).postgres).toBeUndefined();
  });

  it('refuses a DATABASE_URL of another kind without repeating it (it may hold a password), and a pool size out of range', () => {
    for (const url of ['mysql://root:secret@db/parole', '/var/lib/state.sqlite', 'secret', 'http://db:5432/parole']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        'Invalid DATABASE_URL: not a PostgreSQL URL (postgres://user:password@host:5432/database, or postgresql://…). Leave it unset to keep the state in the SQLite file (STATE_DATABASE_PATH).',
      );
    }
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/parole', DATABASE_POOL_SIZE: '0' })).toThrow(
      'Invalid DATABASE_POOL_SIZE: "0" is not a whole number from 1 to 1000.',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_PATH: '/srv/parole/db.sqlite',
      BIBLE_USFM_DIR: '/srv/s21',
      WEB_ROOT: '/srv/web',
      WIDGETS_ROOT: '/srv/widgets',
      PUBLIC_SOURCE_MAPS: 'Yes',
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 ,fd00::/8',
      BIBLE_TRANSLATION_NAME: 'Segond 21',
      BIBLE_COPYRIGHT: '© 2007 Société Biblique de Genève',
      BIBLE_DARBY_DIR: '/srv/textes/darby',
      BIBLE_MARTIN_DIR: '/srv/textes/martin',
      CONTACT_EMAIL: 'bible@eglise.fr',
      SEARCH_CACHE_ENTRIES: '0',
      SEARCH_WORKERS: '0',
      SEARCH_QUEUE_LENGTH: '8',
      HTTP_HEADERS_TIMEOUT_SECONDS: '5',
      HTTP_REQUEST_TIMEOUT_SECONDS: '20',
      SHUTDOWN_TIMEOUT_SECONDS: '3',
      LOG_LEVEL: 'Debug',
      METRICS_ALLOWED: '10.0.0.5, 192.168.0.0/16',
      STATE_DATABASE_PATH: '/srv/parole/etat.sqlite',
      GAME_CREATION_LIMIT: '500',
      GAME_CREATION_WINDOW_SECONDS: '60',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '24',
      AI_BASE_URL: 'http://127.0.0.1:9999/v1',
      AI_API_KEY: 'sk-test',
      AI_MODELS: 'a/b, c-d ,e.f',
      AI_DEFAULT_MODEL: 'c-d',
      AI_LIMITS_URL: 'https://provider.example/limits',
      AI_DAILY_TOKENS: '20000',
      AI_REQUESTS_PER_MINUTE: '3',
      AI_TIMEOUT_SECONDS: '30',
      AI_MAX_RETRIES: '1',
      AUDIO_RECORDINGS_DIR: '/srv/enregistrements',
      AUDIO_RECORDINGS_NAME: 'Bible audio, lue par Marie Martin',
      AUDIO_CACHE_DIR: '/var/cache/parole-audio',
      AUDIO_WORKERS: '3',
      AUDIO_WARM_UP: 'no',
      AUDIO_CACHE_MIN_FREE_MB: '50',
      AUDIO_MAX_SYNTHESES: '20',
      SPEECH_API_KEY: 'sk-speech',
      SPEECH_BASE_URL: 'http://127.0.0.1:8880/v1',
      SPEECH_MODEL: 'kokoro',
      SPEECH_VOICE: 'ff_siwis',
      SPEECH_CONCURRENCY: '2',
      SPEECH_TIMEOUT_SECONDS: '45',
      ALLOWED_ORIGINS: 'https://eglise.example.org, http://127.0.0.1:4100',
      SITE_URL: 'https://Parole.Example.org:443/',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databasePath: '/srv/parole/db.sqlite',
      usfmDir: '/srv/s21',
      webRoot: '/srv/web',
      widgetsRoot: '/srv/widgets',
      publicSourceMaps: true,
      trustedProxies: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'],
      translation: { name: 'Segond 21', copyright: '© 2007 Société Biblique de Genève' },
      translations: [
        { id: 'lsg', name: 'Segond 21', shortName: 'Segond', year: 1910, copyright: '© 2007 Société Biblique de Genève', usfmDir: '/srv/s21', usfmSetting: 'BIBLE_USFM_DIR' },
        {
          id: 'darby',
          name: 'Darby 1885',
          shortName: 'Darby',
          year: 1885,
          copyright: 'Darby 1885 (édition Bibles et Publications Chrétiennes 2024) — domaine public',
          usfmDir: '/srv/textes/darby',
          usfmSetting: 'BIBLE_DARBY_DIR',
        },
        { id: 'martin', name: 'Martin 1744', shortName: 'Martin', year: 1744, copyright: 'David Martin 1744 — domaine public', usfmDir: '/srv/textes/martin', usfmSetting: 'BIBLE_MARTIN_DIR' },
      ],
      // No OpenBible file beside /srv/s21's folder, and no CROSS_REFERENCES_FILE: none.
      crossReferencesFile: null,
      contact: 'bible@eglise.fr',
      searchCacheEntries: 0,
      searchWorkers: 0,
      searchQueueLength: 8,
      http: { headersTimeoutSeconds: 5, requestTimeoutSeconds: 20 },
      shutdownTimeoutSeconds: 3,
      logLevel: 'debug',
      metricsAllowed: ['10.0.0.5', '192.168.0.0/16'],
      stateDatabasePath: '/srv/parole/etat.sqlite',
      gameCreationLimit: 500,
      gameCreationWindowSeconds: 60,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 24,
      ai: {
        baseURL: 'http://127.0.0.1:9999/v1',
        apiKey: 'sk-test',
        models: ['c-d', 'a/b', 'e.f'],
        defaultModel: 'c-d',
        limitsUrl: 'https://provider.example/limits',
        dailyTokens: 20_000,
        requestsPerMinute: 3,
        timeoutSeconds: 30,
        maxRetries: 1,
      },
      audio: {
        recordingsDir: '/srv/enregistrements',
        recordingsName: 'Bible audio, lue par Marie Martin',
        cacheDir: '/var/cache/parole-audio',
        workers: 3,
        warmUp: false,
        minFreeBytes: 50e6,
        maxSyntheses: 20,
        provider: { baseURL: 'http://127.0.0.1:8880/v1', apiKey: 'sk-speech', model: 'kokoro', voice: 'ff_siwis', concurrency: 2, timeoutSeconds: 45 },
      },
      allowedOrigins: ['https://eglise.example.org', 'http://127.0.0.1:4100'],
      siteUrl: 'https://parole.example.org',
    });
  });

  it('has no speech provider without SPEECH_API_KEY, and OpenAI’s defaults with one', () => {
    expect(loadConfig({ SPEECH_MODEL: 'tts-1' }).audio).toHaveProperty('provider', undefined);
    expect(loadConfig({ SPEECH_API_KEY: 'sk-x' }).audio.provider).toEqual({
      baseURL: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini-tts',
      voice: 'alloy',
      concurrency: 4,
      timeoutSeconds: 30,
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
    [{ SEARCH_WORKERS: '17' }, /^Invalid SEARCH_WORKERS: "17"/],
    [{ SEARCH_QUEUE_LENGTH: '0' }, /^Invalid SEARCH_QUEUE_LENGTH: "0"/],
    [{ AUDIO_MAX_SYNTHESES: '0' }, /^Invalid AUDIO_MAX_SYNTHESES: "0" is not a whole number from 1 to 10000/],
    [{ HTTP_HEADERS_TIMEOUT_SECONDS: '0' }, /^Invalid HTTP_HEADERS_TIMEOUT_SECONDS: "0"/],
    [{ HTTP_REQUEST_TIMEOUT_SECONDS: '1.5' }, /^Invalid HTTP_REQUEST_TIMEOUT_SECONDS: "1.5"/],
    [{ SPEECH_API_KEY: 'k', SPEECH_BASE_URL: 'nowhere' }, /^Invalid SPEECH_BASE_URL/],
    [{ SPEECH_API_KEY: 'k', SPEECH_VOICE: 'une voix' }, /^Invalid SPEECH_VOICE: "une voix" is not an id/],
    [{ SPEECH_API_KEY: 'k', SPEECH_CONCURRENCY: '0' }, /^Invalid SPEECH_CONCURRENCY/],
    [{ SPEECH_API_KEY: 'k', SPEECH_TIMEOUT_SECONDS: '301' }, /^Invalid SPEECH_TIMEOUT_SECONDS/],
    [{ AI_BASE_URL: 'not a url' }, /^Invalid AI_BASE_URL/],
    [{ AI_BASE_URL: 'ftp://x.example' }, /^Invalid AI_BASE_URL/],
    [{ AI_MODELS: 'a b' }, /^Invalid AI_MODELS: "a b"/],
    [{ AI_MODELS: ' , ' }, /^Invalid AI_MODELS: no model/],
    [{ AI_DEFAULT_MODEL: 'other' }, /^Invalid AI_DEFAULT_MODEL: "other"/],
    [{ AI_DAILY_TOKENS: '0' }, /^Invalid AI_DAILY_TOKENS: "0" is not a whole number from 1 to 100000000/],
    [{ AI_DAILY_TOKENS: '50k' }, /^Invalid AI_DAILY_TOKENS/],
    [{ AI_REQUESTS_PER_MINUTE: '0' }, /^Invalid AI_REQUESTS_PER_MINUTE/],
    [{ AI_TIMEOUT_SECONDS: '111' }, /^Invalid AI_TIMEOUT_SECONDS: "111" is not a whole number from 1 to 110/],
    [{ AI_TIMEOUT_SECONDS: '0' }, /^Invalid AI_TIMEOUT_SECONDS/],
    [{ AI_MAX_RETRIES: '6' }, /^Invalid AI_MAX_RETRIES/],
    [{ SITE_URL: 'parole.example.org' }, /^Invalid SITE_URL/],
    [{ PUBLIC_SOURCE_MAPS: 'peut-être' }, /^Invalid PUBLIC_SOURCE_MAPS: "peut-être" is neither true nor false/],
    [{ AUDIO_WARM_UP: 'non' }, /^Invalid AUDIO_WARM_UP: "non" is neither true nor false/],
    [{ TRUSTED_PROXIES: '127.0.0.1, localhost' }, /^Invalid TRUSTED_PROXIES: "localhost" is not an IP address or a CIDR range/],
    [{ SITE_URL: 'https://parole.example.org/bible' }, /^Invalid SITE_URL/],
    [{ SITE_URL: 'ftp://parole.example.org' }, /^Invalid SITE_URL/],
    [{ SITE_URL: 'https://parole.example.org/?x' }, /^Invalid SITE_URL/],
    [{ SEARCH_CACHE_ENTRIES: '1e3' }, /^Invalid SEARCH_CACHE_ENTRIES/],
    [{ SEARCH_CACHE_ENTRIES: '100001' }, /^Invalid SEARCH_CACHE_ENTRIES/],
    [{ GAME_CREATION_LIMIT: '0' }, /^Invalid GAME_CREATION_LIMIT: "0" is not a whole number from 1 to 1000000/],
    [{ GAME_CREATION_LIMIT: 'many' }, /^Invalid GAME_CREATION_LIMIT/],
    [{ GAME_CREATION_WINDOW_SECONDS: '0' }, /^Invalid GAME_CREATION_WINDOW_SECONDS/],
    [{ GAME_CREATION_WINDOW_SECONDS: '86401' }, /^Invalid GAME_CREATION_WINDOW_SECONDS/],
    [{ SESSION_IDLE_MINUTES: '0' }, /^Invalid SESSION_IDLE_MINUTES: "0" is not a whole number from 1 to 10080/],
    [{ SESSION_ABSOLUTE_HOURS: '8761' }, /^Invalid SESSION_ABSOLUTE_HOURS/],
    [{ ALLOWED_ORIGINS: 'eglise.example.org' }, /^Invalid ALLOWED_ORIGINS: "eglise.example.org" is not an origin/],
    [{ ALLOWED_ORIGINS: 'https://eglise.example.org/paroisse' }, /^Invalid ALLOWED_ORIGINS: "https:\/\/eglise.example.org\/paroisse" is not an origin/],
    [{ ALLOWED_ORIGINS: 'https://eglise.example.org/?a=1' }, /^Invalid ALLOWED_ORIGINS: .* is not an origin/],
    [{ ALLOWED_ORIGINS: 'https://eglise.example.org#top' }, /^Invalid ALLOWED_ORIGINS: .* is not an origin/],
    [{ ALLOWED_ORIGINS: 'https://marie@eglise.example.org' }, /^Invalid ALLOWED_ORIGINS: .* is not an origin/],
    [{ ALLOWED_ORIGINS: 'ftp://eglise.example.org' }, /^Invalid ALLOWED_ORIGINS: "ftp:\/\/eglise.example.org" is not an origin/],
    [{ ALLOWED_ORIGINS: 'null' }, /^Invalid ALLOWED_ORIGINS: "null" is not an origin/],
    [{ ALLOWED_ORIGINS: 'https://a.example, *' }, /^Invalid ALLOWED_ORIGINS: "\*" \(any origin\) cannot be combined/],
    [{ ALLOWED_ORIGINS: ' , ,' }, /^Invalid ALLOWED_ORIGINS: no origin/],
  ])('refuses %j with an error naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads ALLOWED_ORIGINS as a browser writes Origin: lowercase host, no default port, no trailing slash, each once', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: '*' }).allowedOrigins).toBe('*');
    expect(loadConfig({ ALLOWED_ORIGINS: ' * ' }).allowedOrigins).toBe('*');
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://Eglise.Example.org:443/, http://localhost:4100,https://eglise.example.org' }).allowedOrigins).toEqual([
      'https://eglise.example.org',
      'http://localhost:4100',
    ]);
    expect(loadConfig({ ALLOWED_ORIGINS: 'http://[::1]:4100' }).allowedOrigins).toEqual(['http://[::1]:4100']);
  });

  it('accepts port 0 (any free port)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });
});

describe('the translations (issue 41)', () => {
  const fixture = path.join(REPO_ROOT, 'tests', 'fixtures', 'translations');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parole-translations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** A BIBLE_TRANSLATIONS_FILE holding `json`. */
  const file = (name: string, json: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, json);
    return at;
  };

  it('reads Darby and Martin beside Segond’s folder when they are there, else Segond alone as before', () => {
    expect(loadConfig({}).translations.map((t) => t.id)).toEqual(['lsg', 'darby', 'martin']);
    expect(loadConfig({ BIBLE_USFM_DIR: '/srv/s21' }).translations.map((t) => t.id)).toEqual(['lsg']);
    expect(loadConfig({ BIBLE_USFM_DIR: '/srv/s21', BIBLE_MARTIN_DIR: 'martin' }).translations.map((t) => [t.id, t.usfmDir])).toEqual([
      ['lsg', '/srv/s21'],
      ['martin', path.resolve('martin')],
    ]);
  });

  it('reads the cross references from the shared folder beside the Bible’s, or CROSS_REFERENCES_FILE (issue 43)', () => {
    expect(loadConfig({}).crossReferencesFile).toBe(path.resolve(REPO_ROOT, '..', 'shared', 'crossrefs', 'openbible', 'cross_references.txt'));
    expect(loadConfig({ BIBLE_USFM_DIR: '/srv/s21' }).crossReferencesFile).toBeNull();
    expect(loadConfig({ BIBLE_USFM_DIR: '/srv/s21', CROSS_REFERENCES_FILE: 'refs.txt' }).crossReferencesFile).toBe(path.resolve('refs.txt'));
  });

  it('adds a fourth by a JSON file, its folder beside the file', () => {
    const config = loadConfig({ BIBLE_TRANSLATIONS_FILE: path.join(fixture, 'translations.json') });
    expect(config.translations.map((t) => t.id)).toEqual(['lsg', 'darby', 'martin', 'simple']);
    expect(config.translations[3]).toEqual({
      id: 'simple',
      name: 'Parole simple (texte d’exemple)',
      shortName: 'Simple',
      year: 2026,
      copyright: 'Texte d’exemple des tests de Parole, écrit pour eux — domaine public',
      usfmDir: path.join(fixture, 'simple'),
      usfmSetting: 'BIBLE_TRANSLATIONS_FILE',
    });
  });

  it('lets the file rename or move one of the three; Segond’s stays first and is the default', () => {
    const renamed = file('renamed.json', JSON.stringify([{ id: 'darby', name: 'Darby (révision 1885)' }, { id: 'lsg', usfmDir: 'segond' }]));
    const config = loadConfig({ BIBLE_TRANSLATIONS_FILE: renamed });
    expect(config.translations.map((t) => [t.id, t.name])).toEqual([
      ['lsg', 'Louis Segond 1910'],
      ['darby', 'Darby (révision 1885)'],
      ['martin', 'Martin 1744'],
    ]);
    expect(config.usfmDir).toBe(path.join(dir, 'segond'));
    expect(config.translations[0]!.usfmSetting).toBe('BIBLE_TRANSLATIONS_FILE');
  });

  it.each([
    ['{"id": "kjv"}', 'not a JSON array of translations'],
    ['[{"id": "KJV"}]', 'entry 1: "id" must be a lower-case letter then 1 to 15 lower-case letters or digits (as "kjv")'],
    ['[{"id": "kjv", "name": "King James"}]', 'translation kjv: "shortName" must be a non-empty string'],
    ['[{"id": "kjv", "name": "KJV", "shortName": "KJV", "year": "1611", "copyright": "PD", "usfmDir": "kjv"}]', 'translation kjv: "year" must be a number'],
    ['[{"id": "darby", "year": 1885.5}]', 'translation darby: "year" must be a year (1 to 9999)'],
    ['[{"id": "darby", "nom": "Darby"}]', 'translation darby: unknown field "nom"'],
    ['[{"id": "darby"}, {"id": "darby"}]', 'the translation darby is listed twice'],
    ['[', 'Unexpected end of JSON input'],
  ])('refuses %s, naming the variable, the file and what is wrong', (json, why) => {
    const at = file(`bad-${Math.random().toString(36).slice(2)}.json`, json);
    expect(() => loadConfig({ BIBLE_TRANSLATIONS_FILE: at })).toThrow(`Invalid BIBLE_TRANSLATIONS_FILE ${at}: ${why}`);
  });
});
