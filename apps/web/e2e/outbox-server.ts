import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/*
 * The e2e server's peers: a real SMTP server, an HTTP SMS gateway and a CEP service on
 * loopback, so the API goes through its production adapters. Each message becomes a JSON file
 * in `dir`, which the browser tests read (club-support.ts).
 */

let sequence = 0;
function keep(dir: string, kind: 'mail' | 'sms', message: object): void {
  sequence += 1;
  const name = `${kind}-${Date.now()}-${String(sequence).padStart(5, '0')}.json`;
  // Written aside, then renamed: a test polling the folder never reads half a message.
  const partial = path.join(dir, `.${name}.partial`);
  writeFileSync(partial, JSON.stringify(message));
  renameSync(partial, path.join(dir, name));
}

function startSmtp(dir: string): Promise<string> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        keep(dir, 'mail', { to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve(`smtp://127.0.0.1:${port}`);
    }),
  );
}

function startSmsGateway(dir: string): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      keep(dir, 'sms', JSON.parse(body) as object);
      response.writeHead(202).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}/sms`);
    }),
  );
}

/** The addresses the loopback CEP service knows, as ViaCEP answers them. */
const KNOWN_CEPS: Record<string, object> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

/** ViaCEP's contract (`GET /ws/{cep}/json/`): the address, or `{ "erro": true }`. */
function startCepService(): Promise<string> {
  const server = createServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1];
    if (!cep) return void response.writeHead(400).end();
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(KNOWN_CEPS[cep] ?? { erro: true }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    }),
  );
}

export async function startOutbox(
  dir: string,
): Promise<{ mailUrl: string; smsUrl: string; cepUrl: string }> {
  mkdirSync(dir, { recursive: true });
  const [mailUrl, smsUrl, cepUrl] = await Promise.all([
    startSmtp(dir),
    startSmsGateway(dir),
    startCepService(),
  ]);
  return { mailUrl, smsUrl, cepUrl };
}
