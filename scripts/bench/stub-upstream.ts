/**
 * An upstream that is never the bottleneck: it answers the contract's own examples from memory, so the
 * proxies in front of it are measured rather than the platform behind them. getUserInformation (the
 * measured call), signIn (with a refresh cookie, so the BFF opens a session) and the probes. PORT from
 * the environment.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../lib/processes.ts';

type Json = Record<string, unknown>;
const spec = parse(readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8'), { maxAliasCount: -1 }) as Json;

function resolve(node: unknown): Json {
  let current = node as Json;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Json>((at, part) => at[part] as Json, spec);
  }
  return current;
}

/** The first example of an operation's 200 answer, as JSON text. */
function example(path: string, method: string): Buffer {
  const operation = (spec.paths as Json)[path] as Json;
  const answer = resolve(((operation[method] as Json).responses as Json)['200']);
  const media = (answer.content as Json)['application/json'] as Json;
  const first = resolve(Object.values(media.examples as Json)[0]);
  return Buffer.from(JSON.stringify(first.value));
}

const JSON_TYPE = 'application/json; charset=utf-8';
const answers: Record<string, { body: Buffer; headers?: Record<string, string> }> = {
  'GET /user/information': { body: example('/user/information', 'get') },
  'POST /auth/sign-in': {
    body: example('/auth/sign-in', 'post'),
    headers: { 'set-cookie': 'refresh_token=bench-refresh; Path=/auth; HttpOnly' },
  },
  'GET /healthz': { body: example('/healthz', 'get') },
  'GET /readyz': { body: example('/readyz', 'get') },
};

const server = createServer((request, response) => {
  const answer = answers[`${request.method} ${request.url?.split('?', 1)[0]}`];
  // The request body (a sign-in's) is not read: drained so the connection stays usable.
  request.resume();
  if (!answer) {
    response.writeHead(404, { 'content-type': JSON_TYPE }).end('{"message":"not in the stub"}');
    return;
  }
  response.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': answer.body.length, ...answer.headers });
  response.end(answer.body);
});
// The proxies' keep-alive connections stay open for the whole run.
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
