import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './helper.ts';
import { TEST_API_KEY } from './helper.ts';

/**
 * A Server-Sent Events reader for tests against a listening app (`inject` waits for the end
 * of an answer, and a stream has none): one node:http request on its own socket (fetch's pool
 * opens a spare connection after an abort, which would hold the server's close), read block
 * by block.
 */

export interface StreamEvent {
  id: string | undefined;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** The whole body, for an answer that is not a stream (a problem). */
  text(): Promise<string>;
  /** The next block (`retry: …`, `: heartbeat`, an event), its lines as sent. */
  nextBlock(): Promise<string>;
  /** The next block that carries data (comments and `retry:` skipped). */
  nextEvent(): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended(): Promise<void>;
  /** The client goes away (the browser tab closes): its socket closes. */
  close(): void;
}

/** Listens on a free loopback port (once per app); its base URL. */
export async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function eventOf(block: string): StreamEvent | undefined {
  const lines = block.split('\n');
  const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
  if (data.length === 0) return undefined;
  const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
  return { id, data: data.join('\n') };
}

export async function openStream(
  baseUrl: string,
  query = '',
  /** Extra headers; `undefined` leaves one out (the API key). */
  headers: Record<string, string | undefined> = {},
): Promise<OpenStream> {
  const sent = { accept: 'text/event-stream', 'x-api-key': TEST_API_KEY, ...headers };
  const url = `${baseUrl}/api/v1/fanpush/votacao/stream${query}`;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(url, {
      agent: false,
      headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
    });
    req.once('response', resolve).once('error', reject).end();
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = '';
  const read = async () => {
    const chunk = await chunks.next();
    if (chunk.done) return false;
    buffer += chunk.value;
    return true;
  };
  const nextBlock = async (): Promise<string> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      if (!(await read())) throw new Error('the stream ended');
    }
  };
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    async text() {
      while (await read());
      return buffer;
    },
    nextBlock,
    async nextEvent() {
      for (;;) {
        const event = eventOf(await nextBlock());
        if (event) return event;
      }
    },
    async ended() {
      while (await read());
    },
    close: () => response.destroy(),
  };
}

/** Waits for a condition the server reaches on its own (a socket closed), polling briefly. */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}
