/**
 * A transparent relay between Prism's proxy and the real server, recording what the server itself
 * answered. Prism hides two things the suite must see: an upstream 501 is replaced by a mocked,
 * perfectly valid answer, and a request Prism refuses never reaches the server at all. Each request
 * carries a probe id; the suite asks the tap afterwards what the server answered for that id.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PROBE_HEADER = 'x-contract-probe';
/** Makes the tap corrupt one answer, to prove that Prism's response validation is really on. */
export const TAMPER_HEADER = 'x-contract-tamper';
const RECORD_PATH = '/__contract-tap/';

export interface TapRecord {
  method: string;
  url: string;
  status: number;
  /** The `code` of a JSON error body, if any. */
  code: string | undefined;
}

export interface Tap {
  url: string;
  close: () => Promise<void>;
}

// Hop-by-hop headers and those fetch recomputes from the body it sends or decodes.
const DROPPED = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

function forwardableHeaders(headers: IncomingHttpHeaders, strip: Set<string>): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (
      value === undefined ||
      DROPPED.has(name) ||
      strip.has(name) ||
      name === PROBE_HEADER ||
      name === TAMPER_HEADER
    ) {
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  return out;
}

function errorCode(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param target base URL of the real server, e.g. http://127.0.0.1:8080
 * @param stripHeaders request headers not passed on (lower case)
 */
export async function startTap(target: string, stripHeaders: string[] = []): Promise<Tap> {
  const records = new Map<string, TapRecord>();
  const strip = new Set(stripHeaders);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = req.url ?? '/';
        if (url.startsWith(RECORD_PATH)) {
          const record = records.get(decodeURIComponent(url.slice(RECORD_PATH.length)));
          res.writeHead(record ? 200 : 404, { 'content-type': 'application/json' });
          res.end(JSON.stringify(record ?? null));
          return;
        }
        const method = req.method ?? 'GET';
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        try {
          const upstream = await fetch(target + url, {
            method,
            headers: forwardableHeaders(req.headers, strip),
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
            redirect: 'manual',
          });
          let text = await upstream.text();
          const probe = req.headers[PROBE_HEADER];
          if (typeof probe === 'string') {
            records.set(probe, { method, url, status: upstream.status, code: errorCode(text) });
          }
          if (req.headers[TAMPER_HEADER]) text = JSON.stringify({ tampered: true });
          const headers: Record<string, string | string[]> = {};
          upstream.headers.forEach((value, name) => {
            if (!DROPPED.has(name) && name !== 'set-cookie') headers[name] = value;
          });
          const cookies = upstream.headers.getSetCookie();
          if (cookies.length > 0) headers['set-cookie'] = cookies;
          headers['content-length'] = String(Buffer.byteLength(text));
          res.writeHead(upstream.status, headers);
          res.end(text);
        } catch (error) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `tap could not reach ${target}: ${(error as Error).message}` }));
        }
      })();
    });
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

/** What the server answered for a probe, or null when the request never reached it. */
export async function tapRecord(tapUrl: string, probe: string): Promise<TapRecord | null> {
  const response = await fetch(`${tapUrl}${RECORD_PATH}${encodeURIComponent(probe)}`);
  return (await response.json()) as TapRecord | null;
}
