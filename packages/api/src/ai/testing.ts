/**
 * Tests and recordings only: the one stand-in of the AI helper's tests, a
 * small OpenAI-compatible server on 127.0.0.1 (POST /v1/chat/completions),
 * so that the real `openai` SDK, our provider module and our route run as
 * they do against a real provider. It answers in the OpenAI shape with
 * token counts, and can be told to fail (429, 500, 401 with a body that
 * echoes the key and the prompt, as real providers' errors may), to answer
 * slowly (time-outs), or to answer markdown carrying HTML and scripts.
 * Asked to stream (`stream: true`), it sends the answer as the SDK's
 * chunks (Server-Sent Events), a few words at a time, as slowly as told,
 * and can break its stream midway; it notes whether the client left before
 * its end.
 *
 * Not a fake of our code: nothing of the API is replaced. Never used by the
 * server.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Database } from '../db/sqlite.js';
import { aiUsageSql, SQLITE } from '../state/schema.js';
import { createSqliteAiUsageStore } from './sqlite-store.js';
import type { AiUsageStore } from './store.js';

/**
 * An AI usage store on a new SQLite file in a temporary folder, its table
 * made by its migration's SQL (aiUsageSql, state/schema.ts), with the state
 * database's connection settings; close() removes the folder.
 * @example const usage = await openTestAiUsageStore(); … await usage.close();
 */
export async function openTestAiUsageStore(): Promise<AiUsageStore & { db: Database; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parole-ai-usage-'));
  const db = await Database.open(path.join(dir, 'state.sqlite'));
  await db.exec('PRAGMA busy_timeout = 5000');
  await db.exec('PRAGMA journal_mode = WAL');
  await db.exec('PRAGMA synchronous = NORMAL');
  await db.exec(aiUsageSql(SQLITE));
  return {
    ...createSqliteAiUsageStore(db),
    db,
    close: async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** What the stand-in answers to one request. */
export interface StandInReply {
  /** HTTP status (200 by default). */
  status?: number;
  /** The answer's content (200): null for a completion without content. */
  content?: string | null;
  /** finish_reason of the choice ("stop" by default). */
  finishReason?: string;
  /** Token counts; by default computed from the lengths (4 characters a token); null: no usage at all. */
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
  /** The body as it is, instead of a chat completion or an error document. */
  body?: unknown;
  /** Milliseconds before answering (a slow provider). */
  delayMs?: number;
  /** Error message of a status ≥ 400 (default: one that echoes the key and the prompt). */
  errorMessage?: string;
  /** Streamed: milliseconds between two chunks (0 by default). */
  chunkDelayMs?: number;
  /** Streamed: characters a chunk (12 by default). */
  chunkLength?: number;
  /** Streamed: the connection is cut after this many chunks (a provider failing mid-answer). */
  breakAfterChunks?: number;
  /** Streamed: nothing more is sent after this many chunks, the connection left open (a provider gone silent). */
  stallAfterChunks?: number;
  /**
   * Streamed: after `chunks` chunks, nothing more is sent until `until`
   * settles: a test's hand on the provider, to see what the client has
   * received by then (an order of events, not a time).
   */
  holdAfterChunks?: { chunks: number; until: Promise<unknown> };
}

/** A request the stand-in received. */
export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    max_tokens?: number;
    messages: Array<{ role: string; content: string }>;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
  };
  /** Whether the client closed the request before the answer's end (set as it happens): during `delayMs`, or, streamed, before the stream's end. */
  leftEarly?: boolean;
  /** Streamed: chunks written before the stream ended or the client left. */
  chunksSent?: number;
}

export interface AiStandIn {
  /** The base URL to configure (`http://127.0.0.1:<port>/v1`). */
  baseURL: string;
  /** Every request received, in order. */
  requests: StandInRequest[];
  /** Replies to the next requests, in order; then the default. */
  queue(...replies: StandInReply[]): void;
  /** The reply when the queue is empty (by default: a short markdown answer naming the request). */
  setDefault(reply: (request: StandInRequest) => StandInReply): void;
  /** Forgets the requests and the queued replies, and restores the default reply. */
  reset(): void;
  close(): Promise<void>;
}

/** The default answer: markdown naming what was asked, deterministic. */
export const standInAnswer = (request: StandInRequest): string => {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const asked = user.split('Demande :\n')[1] ?? user;
  return `## Réponse de démonstration\n\nCette réponse vient du **fournisseur de test**, pas d’un modèle.\n\n> ${asked.split('\n')[0]}\n\n- Modèle : \`${request.body.model}\`\n- Tokens max : ${request.body.max_tokens ?? '—'}`;
};

const tokensOf = (text: string) => Math.ceil(text.length / 4);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port).
 * @example
 * const provider = await startAiStandIn();
 * provider.queue({ status: 429 });
 * … config.ai.baseURL = provider.baseURL …
 * await provider.close();
 */
export async function startAiStandIn(): Promise<AiStandIn> {
  const requests: StandInRequest[] = [];
  const replies: StandInReply[] = [];
  const standard = (request: StandInRequest): StandInReply => ({ content: standInAnswer(request) });
  let fallback = standard;

  const server = createServer(async (req, res) => {
    const body = (await readJson(req)) as StandInRequest['body'] | null;
    const request: StandInRequest = { path: req.url ?? '', authorization: req.headers.authorization, body: body ?? { model: '', messages: [] } };
    // The OpenAI SDK reads a JSON answer only when it says so (content-type).
    const send = (status: number, document: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(document));
    };
    if (req.method !== 'POST' || request.path !== '/v1/chat/completions' || !body) {
      send(404, { error: { message: `Unknown request ${req.method} ${req.url}`, type: 'invalid_request_error' } });
      return;
    }
    requests.push(request);
    const reply = replies.shift() ?? fallback(request);

    const answer = () => {
      const status = reply.status ?? 200;
      if (reply.body !== undefined) return send(status, reply.body);
      if (status >= 400) {
        // As real providers do at times: the key's ends and the prompt in the error's text.
        const key = request.authorization?.replace(/^Bearer /, '') ?? '';
        const message =
          reply.errorMessage ??
          `Incorrect API key provided: ${key.slice(0, 6)}…${key.slice(-4)}. Request was: ${request.body.messages.at(-1)?.content.slice(0, 200)}`;
        return send(status, { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'api_error', code: String(status) } });
      }
      const content = reply.content === undefined ? standInAnswer(request) : reply.content;
      const promptTokens = tokensOf(request.body.messages.map((m) => m.content).join(''));
      const completionTokens = tokensOf(content ?? '');
      const usage = reply.usage === null ? undefined : (reply.usage ?? { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens });
      if (request.body.stream) {
        void streamAnswer(request, reply, content ?? '', request.body.stream_options?.include_usage ? usage : undefined);
        return;
      }
      send(200, {
        id: `chatcmpl-standin-${requests.length}`,
        object: 'chat.completion',
        created: 1_795_000_000,
        model: request.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: reply.finishReason ?? 'stop' }],
        ...(reply.usage === null
          ? {}
          : { usage: reply.usage ?? { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens } }),
      });
    };
    /** The answer as chat.completion.chunk events, `chunkLength` characters each, `chunkDelayMs` apart. */
    const streamAnswer = async (request: StandInRequest, reply: StandInReply, content: string, usage: unknown) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      request.chunksSent = 0;
      res.on('close', () => {
        if (!res.writableFinished) request.leftEarly = true;
      });
      const size = reply.chunkLength ?? 12;
      const id = `chatcmpl-standin-${requests.length}`;
      const chunk = (choices: unknown[], extra: object = {}) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1_795_000_000, model: request.body.model, choices, ...extra })}\n\n`;
      res.write(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
      for (let at = 0; at < content.length; at += size) {
        if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
        if (request.leftEarly || res.destroyed) return;
        if (reply.breakAfterChunks !== undefined && request.chunksSent >= reply.breakAfterChunks) {
          res.destroy();
          return;
        }
        if (reply.stallAfterChunks !== undefined && request.chunksSent >= reply.stallAfterChunks) return;
        if (reply.holdAfterChunks && request.chunksSent === reply.holdAfterChunks.chunks) {
          await reply.holdAfterChunks.until;
          if (request.leftEarly || res.destroyed) return;
        }
        res.write(chunk([{ index: 0, delta: { content: content.slice(at, at + size) }, finish_reason: null }]));
        request.chunksSent++;
      }
      res.write(chunk([{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }]));
      if (usage) res.write(chunk([], { usage }));
      res.end('data: [DONE]\n\n');
    };

    if (reply.delayMs) {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        answer();
      }, reply.delayMs);
      // The client gave up (a time-out, a reader who stopped): answer nothing more.
      res.on('close', () => {
        clearTimeout(timer);
        if (!answered) request.leftEarly = true;
      });
    } else {
      answer();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...more) => void replies.push(...more),
    setDefault: (reply) => {
      fallback = reply;
    },
    reset: () => {
      requests.length = 0;
      replies.length = 0;
      fallback = standard;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
