/*
 * A client process of bench/sse.ts (forked, IPC): holds its share of the live leaderboard's
 * streams on raw sockets (a few KB each, so one process holds thousands) and reports when each
 * socket saw a marker the bench asked it to watch for.
 */
import { connect, type Socket } from 'node:net';

export type ToClients =
  | { kind: 'open'; port: number; path: string; count: number }
  | { kind: 'watch'; marker: string }
  | { kind: 'stop' };

export type FromClients =
  | { kind: 'opened'; open: number; failed: number }
  | { kind: 'watching' }
  | { kind: 'seen'; marker: string; at: number[]; missing: number };

/** Connections started at once: the server's accept backlog is 511. */
const CONNECT_BATCH = 250;
/** How long a watched marker may take before the sockets still waiting count as missing. */
const WATCH_TIMEOUT_MS = 15_000;

interface Stream {
  socket: Socket;
  /** The end of the last chunk, so a marker split across two chunks is still found. */
  tail: Buffer;
  ready: boolean;
}

const streams: Stream[] = [];
const EVENT_DATA = Buffer.from('\ndata: ');
let watched: { marker: Buffer; at: (number | undefined)[]; left: number } | undefined;
let finishWatch: (() => void) | undefined;

const send = (message: FromClients) => process.send?.(message);

/** Searched in the bytes as they come (no string per chunk): the clients' own time is part of the delay. */
const found = (stream: Stream, chunk: Buffer, what: Buffer) =>
  chunk.includes(what) ||
  Buffer.concat([stream.tail, chunk.subarray(0, what.length)]).includes(what);

function onData(stream: Stream, index: number, chunk: Buffer) {
  if (!stream.ready && found(stream, chunk, EVENT_DATA)) stream.ready = true;
  const watch = watched;
  if (watch && watch.at[index] === undefined && found(stream, chunk, watch.marker)) {
    watch.at[index] = Date.now();
    watch.left -= 1;
    if (watch.left === 0) finishWatch?.();
  }
  stream.tail = Buffer.from(chunk.subarray(-64));
}

function openOne(port: number, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const stream: Stream = { socket, tail: Buffer.alloc(0), ready: false };
    const index = streams.length;
    streams.push(stream);
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve(ok);
    };
    socket.once('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      onData(stream, index, chunk);
      if (stream.ready) settle(true);
    });
    socket.once('error', () => settle(false));
    socket.once('close', () => settle(false));
  });
}

async function open(port: number, path: string, count: number) {
  let failed = 0;
  for (let started = 0; started < count; started += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, count - started);
    const results = await Promise.all(Array.from({ length: batch }, () => openOne(port, path)));
    failed += results.filter((ok) => !ok).length;
  }
  send({
    kind: 'opened',
    open: streams.filter((s) => s.ready && !s.socket.destroyed).length,
    failed,
  });
}

function watch(marker: string) {
  watched = { marker: Buffer.from(marker), at: streams.map(() => undefined), left: streams.length };
  const current = watched;
  const timer = setTimeout(() => finishWatch?.(), WATCH_TIMEOUT_MS);
  finishWatch = () => {
    clearTimeout(timer);
    finishWatch = undefined;
    watched = undefined;
    const at = current.at.filter((t): t is number => t !== undefined);
    send({ kind: 'seen', marker, at, missing: current.at.length - at.length });
  };
  send({ kind: 'watching' });
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'open') void open(message.port, message.path, message.count);
  else if (message.kind === 'watch') watch(message.marker);
  else {
    for (const stream of streams) stream.socket.destroy();
    process.exit(0);
  }
});
