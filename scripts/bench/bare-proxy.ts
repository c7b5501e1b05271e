/**
 * The least a Node.js reverse proxy can do — undici's Pool, no parsing, no checks — as the yardstick of
 * the BFF's own cost. PORT and UPSTREAM (an origin) from the environment.
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const pool = new Pool(process.env.UPSTREAM!, { connections: 256 });
createServer((req, res) => {
  const { host: _host, connection: _connection, ...headers } = req.headers;
  pool
    .request({ method: req.method as 'GET', path: req.url!, headers, body: req.method === 'GET' ? null : req })
    .then(({ statusCode, headers: answerHeaders, body }) => {
      const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...kept } = answerHeaders;
      res.writeHead(statusCode, kept);
      body.pipe(res);
    })
    .catch(() => res.writeHead(502).end());
}).listen(Number(process.env.PORT), '127.0.0.1');
