/**
 * The built files of the web app under /account/. Hashed files under assets/ never change, so browsers
 * keep them for a year; everything else is revalidated on each visit so a deployment shows at once. They
 * never carry the session cookie (session.ts): a shared cache may keep them.
 */
import { sep, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const ASSETS_PATH = '/account/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const assets: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  const hashedAssets = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    // The build writes .br and .gz copies of its scripts and styles (web/build/precompress-plugin.ts):
    // the browser gets the one its Accept-Encoding allows, with no compression work per request.
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    // A missing build is reported by the pages themselves (503), not as a start-up warning.
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache');
    },
  });
};

export default assets;
