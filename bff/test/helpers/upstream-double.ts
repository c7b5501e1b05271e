/**
 * A throwaway HTTP server standing in for the platform, for what the real platform cannot be made to do
 * on demand: count calls, record what reached it, answer off-contract, answer slowly.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type DoubleHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface UpstreamDouble {
  url: string;
  received: ReceivedRequest[];
  /** Replaces the answering function for the next calls. */
  answer: (handler: DoubleHandler) => void;
  close: () => Promise<void>;
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts a double on 127.0.0.1 that the suite's afterAll stops. By default it answers 200 []. */
export async function startUpstreamDouble(
  handler: DoubleHandler = (_request, response) => json(response, 200, []),
): Promise<UpstreamDouble> {
  const received: ReceivedRequest[] = [];
  let current = handler;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(request);
      void Promise.resolve(current(request, res)).catch((error: unknown) => {
        res.destroy(error as Error);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async (): Promise<void> => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  afterAll(close);
  return { url: `http://127.0.0.1:${port}`, received, answer: (next) => (current = next), close };
}
