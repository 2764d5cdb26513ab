/**
 * How the site's calls reach its server: the browser's fetch, or, while the server renders a
 * page, the server itself answering in process (entry-server.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(send: typeof fetch): void {
  transport = send;
}

export function send(input: string, init?: RequestInit): Promise<Response> {
  return transport(input, init);
}
