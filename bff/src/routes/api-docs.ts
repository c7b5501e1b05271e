/**
 * The contract for integrators: the raw openapi.yaml and a rendered reference page.
 *
 * The reference is Scalar, whose Fastify plugin serves its own bundled script from this server, so the
 * page works with no network access. Its HTML bootstraps with one inline script and its bundle injects
 * a <style> element, so this page (and only this page) gets a policy allowing that script by hash and
 * inline styles. These are plain GET pages outside the contract: no CSRF header is asked for.
 */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import scalarApiReference from '@scalar/fastify-api-reference';
import { contentSecurityPolicy, inlineScriptHashes } from '../plugins/security-headers.ts';

export interface ApiDocsOptions {
  openapiPath: string;
}

export const SPEC_URL = '/account/api/openapi.yaml';
export const DOCS_URL = '/account/api/docs';

const apiDocs: FastifyPluginAsync<ApiDocsOptions> = async (app, options) => {
  const spec = readFileSync(options.openapiPath);

  app.get(SPEC_URL, async (_request, reply) =>
    reply.type('application/yaml').header('cache-control', 'no-cache').send(spec),
  );

  // Scoped to this plugin: Scalar's routes are registered below, inside the same encapsulation context.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && typeof payload === 'string') {
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({
          'script-src': ["'self'", ...inlineScriptHashes(payload)].join(' '),
          'style-src': "'self' 'unsafe-inline'",
          'img-src': "'self' data: blob:",
          'font-src': "'self' data:",
          'worker-src': "'self' blob:",
        }),
      );
    }
    // Scalar opens its document endpoints to every origin; this server opens nothing cross-origin.
    for (const name of Object.keys(reply.getHeaders()))
      if (name.startsWith('access-control-')) reply.removeHeader(name);
    return payload;
  });

  await app.register(scalarApiReference, {
    routePrefix: DOCS_URL,
    logLevel: 'warn',
    configuration: {
      url: SPEC_URL,
      pageTitle: 'Account back-office API',
      // Everything the page needs comes from this server: no web fonts, telemetry or hosted tools.
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never',
      hideClientButton: true,
      agent: { disabled: true },
    },
  });
};

export default apiDocs;
