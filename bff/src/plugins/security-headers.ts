/**
 * Security headers on every answer, errors and 404s included. The policy is strict because the web app
 * needs nothing more: Vite emits its scripts and vanilla-extract its styles as files, so neither inline
 * scripts nor inline styles are allowed. A route that needs more (the API docs page) replaces the
 * Content-Security-Policy header for itself only, built with `contentSecurityPolicy`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type CspDirectives = Record<string, string>;

const DEFAULT_DIRECTIVES: CspDirectives = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** The default policy with some directives replaced. */
export function contentSecurityPolicy(overrides: CspDirectives = {}): string {
  return Object.entries({ ...DEFAULT_DIRECTIVES, ...overrides })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export interface SecurityHeadersOptions {
  /** Browsers ignore HSTS over plain HTTP, but a production deployment must be HTTPS anyway. */
  hsts: boolean;
}

const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (options.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  // onRequest rather than onSend: the headers are then already there when a handler or a plugin
  // writes its own, and a route can still override one of them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
};

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
