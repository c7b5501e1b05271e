/**
 * A relay between the BFF and the platform that remembers the X-Request-Id of every request it passed on.
 * The BFF keeps a caller's sane X-Request-Id and sends it upstream, so a gate can tell whether a call it
 * made reached the platform at all (a refused CSRF check must not).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SEEN_PATH = '/__gates/seen/';
const KEPT = 100_000;

export interface Recorder {
  url: string;
  close: () => Promise<void>;
}

export async function startRecorder(target: string): Promise<Recorder> {
  const upstream = new URL(target);
  const seen = new Set<string>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith(SEEN_PATH)) {
      const id = decodeURIComponent(url.slice(SEEN_PATH.length));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ seen: seen.has(id) }));
      return;
    }
    const id = req.headers['x-request-id'];
    if (typeof id === 'string') {
      if (seen.size >= KEPT) seen.clear();
      seen.add(id);
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether a request with this X-Request-Id went through the recorder. */
export async function reachedUpstream(recorderUrl: string, requestId: string): Promise<boolean> {
  const response = await fetch(`${recorderUrl}${SEEN_PATH}${encodeURIComponent(requestId)}`);
  return ((await response.json()) as { seen: boolean }).seen;
}
