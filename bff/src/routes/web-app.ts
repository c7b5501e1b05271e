/**
 * The web app under /account/: its built files (web/assets.ts), and the page (web/page.ts) for every
 * client-side route (/account/wallets), which a navigation, a link checker or `curl` gets as long as it
 * accepts HTML. A missing asset or API path stays a real 404: answering HTML for a script would hide the
 * mistake.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import assets, { ASSETS_PATH } from '../web/assets.ts';
import { acceptsHtml, pageRenderer, type PageOptions } from '../web/page.ts';

export type WebAppOptions = PageOptions;

function isApiPath(path: string): boolean {
  return path === '/account/api' || path.startsWith('/account/api/');
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return request.method === 'GET' && !path.startsWith(ASSETS_PATH) && !isApiPath(path) && acceptsHtml(request);
}

const account: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  const sendPage = pageRenderer(app, options);
  await app.register(assets, { webDist: options.webDist });

  app.route({ method: 'GET', url: '/', prefixTrailingSlash: 'slash', handler: sendPage });
  app.get('/index.html', sendPage);
  app.route({
    method: 'GET',
    url: '/',
    prefixTrailingSlash: 'no-slash',
    handler: (_request, reply) => reply.redirect('/account/', 301),
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
};

const webApp: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  app.get('/', (_request, reply) => reply.redirect('/account/', 302));
  await app.register(account, { ...options, prefix: '/account' });
};

export default webApp;
