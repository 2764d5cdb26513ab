import { startFakeHttp } from '../fake-http.ts';

/**
 * The SMS gateway on loopback (SMS_URL): keeps every `{ to, text }` the server sends, so a
 * voter reads the code sent to its phone as a person reads the message.
 */
export async function startSmsGateway() {
  const http = await startFakeHttp(() => ({ status: 202 }));
  const messages: { to: string; text: string }[] = [];
  let parsed = 0;

  /** Parses the requests that arrived since the last look. */
  function catchUp() {
    for (; parsed < http.requests.length; parsed += 1) {
      const raw = http.requests[parsed]?.body ?? '';
      const message = JSON.parse(raw) as { to?: unknown; text?: unknown };
      messages.push({ to: String(message.to), text: String(message.text) });
    }
  }

  return {
    url: `${http.url}/sms`,
    /** How many messages arrived so far: a voter remembers it before asking for a code. */
    mark(): number {
      catchUp();
      return messages.length;
    },
    /** The newest 6-digit code sent to `to` after `mark`, if any. */
    codeSince(to: string, mark: number): string | undefined {
      catchUp();
      for (let i = messages.length - 1; i >= mark; i -= 1) {
        const m = messages[i];
        if (m?.to === to) return /\b\d{6}\b/.exec(m.text)?.[0];
      }
      return undefined;
    },
    count: () => http.requests.length,
    close: () => http.close(),
  };
}

export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;
