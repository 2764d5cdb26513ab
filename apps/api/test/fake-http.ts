import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

export type Responder = (req: RecordedRequest) => { status: number; body?: unknown } | 'hang';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
  });
}

/**
 * A fake third-party HTTP service on loopback (SMS gateway, CEP service): records every
 * request and answers with `respond`, which tests may swap at any time.
 */
export async function startFakeHttp(initial: Responder = () => ({ status: 200, body: {} })) {
  const requests: RecordedRequest[] = [];
  const state = { respond: initial };
  const server: Server = createServer(async (req, res) => {
    const recorded = { method: req.method ?? '', path: req.url ?? '', body: await readBody(req) };
    requests.push(recorded);
    const answer = state.respond(recorded);
    if (answer === 'hang') return; // the client times out
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setResponder(respond: Responder) {
      state.respond = respond;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
