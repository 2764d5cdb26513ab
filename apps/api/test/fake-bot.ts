import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotMessage {
  path: string;
  body: { chat_id: string; text: string };
}

/** A Telegram-compatible bot API on loopback that records every sendMessage call. */
export async function startFakeBot() {
  const messages: BotMessage[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      messages.push({ path: req.url ?? '', body: JSON.parse(raw) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    /** Resolves once `count` messages arrived (alerts are sent after the response). */
    async waitFor(count: number, timeoutMs = 3000) {
      const started = Date.now();
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`only ${messages.length} alerts arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
