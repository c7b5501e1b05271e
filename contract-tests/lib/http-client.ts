/**
 * A bare HTTP client on node:http, for the gates: it sends exactly the bytes it is given (a malformed JSON
 * body, a path with odd escapes), keeps every Set-Cookie header apart, can leave from another loopback
 * address (the platform counts sign-in failures per client address), and gives up after a deadline so a
 * hanging server fails a test instead of stalling it.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  setCookies: string[];
  text: string;
}

export interface HttpRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as is (bytes for an upload). */
  body?: string | Buffer;
  /** The loopback address to connect from (127.0.0.1 unless told). */
  localAddress?: string;
  timeoutMs?: number;
}

const agents = new Map<string, Agent>();

function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress, maxSockets: 64 });
    agents.set(localAddress, agent);
  }
  return agent;
}

export function send(options: HttpRequest): Promise<HttpAnswer> {
  const url = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        // Kept exactly as built: URL would normalise the escapes the fuzzer put there on purpose.
        path: options.url.slice(url.origin.length) || '/',
        method: options.method,
        headers,
        agent: agentFor(options.localAddress ?? '127.0.0.1'),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          const setCookie = res.headers['set-cookie'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`${options.method} ${options.url}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(options.body);
  });
}

/** Closes the kept-alive sockets, so a test file's process can exit. */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
