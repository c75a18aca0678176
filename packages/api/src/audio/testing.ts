/**
 * Tests only: the stand-in of the speech provider, a small
 * OpenAI-compatible server on 127.0.0.1 (POST /v1/audio/speech), so that
 * the real `openai` SDK, speech-provider.ts and chapter-audio.ts run as they
 * do against a real provider. It answers MP3 files shaped like a real
 * provider's: 24 kHz mono at 48 kbit/s (lamejs), behind an ID3v2 tag and a
 * LAME "Info" header frame, followed by an ID3v1 tag, a tone as long as
 * the text asks (`secondsFor`). It can be told to fail, echoing the key in
 * its error's body as real providers' errors may, or to answer what is not
 * MP3.
 *
 * Not a fake of our code: nothing of the API is replaced. Never used by the
 * server.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mp3Encoder } from '@breezystack/lamejs';

/** What the stand-in was asked. */
export interface SpeechRequest {
  authorization: string | undefined;
  model: string;
  voice: string;
  input: string;
  responseFormat: string | undefined;
}

/** What it answers to one request: its MP3 (by default), a failure, or a body as it is. */
export type SpeechReply = { kind: 'mp3' } | { kind: 'fail'; status: number } | { kind: 'body'; contentType: string; body: string };

export interface SpeechStandIn {
  /** Its base URL, `http://127.0.0.1:{port}/v1`. */
  baseURL: string;
  /** Every request so far, in the order they came. */
  requests: SpeechRequest[];
  /** Decides each answer from the request and its number (from 0); MP3 by default. */
  reply: (request: SpeechRequest, index: number) => SpeechReply;
  close(): Promise<void>;
}

/** The stand-in's format. */
export const STAND_IN_FORMAT = { sampleRate: 24_000, channels: 1, bitrate: 48 } as const;

/** How long the stand-in speaks a text: 40 ms a character, at least 0.3 s. */
export const secondsFor = (text: string) => Math.max(0.3, text.length * 0.04);

/** An ID3v2.3 tag with one title frame, as encoders and providers write them. */
function id3v2(title: string): Uint8Array {
  const text = new TextEncoder().encode(`\0${title}`);
  const frame = new Uint8Array(10 + text.length);
  frame.set([0x54, 0x49, 0x54, 0x32]); // TIT2
  new DataView(frame.buffer).setUint32(4, text.length);
  frame.set(text, 10);
  const header = [0x49, 0x44, 0x33, 3, 0, 0, (frame.length >> 21) & 0x7f, (frame.length >> 14) & 0x7f, (frame.length >> 7) & 0x7f, frame.length & 0x7f];
  return new Uint8Array([...header, ...frame]);
}

/** A LAME header frame ("Info", constant bitrate): a frame of the format whose side information is followed by the tag. */
function infoFrame(): Uint8Array {
  // MPEG-2, layer III, no CRC; 48 kbit/s (index 6); 24 kHz (index 1); mono. 576 / 8 × 48,000 / 24,000 = 144 bytes.
  const frame = new Uint8Array(144);
  frame.set([0xff, 0xf3, 0x64, 0xc0]);
  frame.set(new TextEncoder().encode('Info'), 4 + 9);
  return frame;
}

/** An ID3v1 tag: 128 bytes at the file's end. */
function id3v1(): Uint8Array {
  const tag = new Uint8Array(128);
  tag.set(new TextEncoder().encode('TAGParole stand-in'));
  return tag;
}

/** The stand-in's MP3 of `text`: a 220 Hz tone of secondsFor(text), with the tags and header frame around it. */
export function standInMp3(text: string): Uint8Array {
  const samples = new Int16Array(Math.round(secondsFor(text) * STAND_IN_FORMAT.sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / STAND_IN_FORMAT.sampleRate));
  const encoder = new Mp3Encoder(1, STAND_IN_FORMAT.sampleRate, STAND_IN_FORMAT.bitrate);
  const parts = [id3v2(text.slice(0, 30)), infoFrame(), encoder.encodeBuffer(samples), encoder.flush(), id3v1()].map((p) => new Uint8Array(p));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the stand-in on a free loopback port.
 * @example const speech = await startSpeechStandIn(); speech.reply = () => ({ kind: 'fail', status: 500 }); … await speech.close();
 */
export async function startSpeechStandIn(): Promise<SpeechStandIn> {
  const standIn: SpeechStandIn = { baseURL: '', requests: [], reply: () => ({ kind: 'mp3' }), close: async () => undefined };
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const sent = JSON.parse(await body(req)) as { model: string; voice: string; input: string; response_format?: string };
      const request: SpeechRequest = { authorization: req.headers.authorization, model: sent.model, voice: sent.voice, input: sent.input, responseFormat: sent.response_format };
      standIn.requests.push(request);
      const reply = standIn.reply(request, standIn.requests.length - 1);
      if (reply.kind === 'fail') {
        // As real providers do: the key, partly or whole, in the error's text.
        const message = `Incorrect API key provided: ${request.authorization ?? ''} for "${request.input}"`;
        res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
      } else if (reply.kind === 'body') {
        res.writeHead(200, { 'Content-Type': reply.contentType }).end(reply.body);
      } else {
        res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(standInMp3(request.input));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
