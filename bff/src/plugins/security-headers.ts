/**
 * Security headers on every answer, errors and 404s included. The policy is strict because the web app
 * needs nothing more: Vite emits its scripts and vanilla-extract its styles as files, so neither inline
 * scripts nor inline styles are allowed. A route that needs more (the pages, with their inline script
 * and styles allowed by their hashes; the API docs page) replaces the Content-Security-Policy header for
 * itself only, built with `contentSecurityPolicy`.
 */
import { createHash } from 'node:crypto';
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

/** The default policy with some directives replaced, then `additions` appended to theirs. */
export function contentSecurityPolicy(overrides: CspDirectives = {}, additions: CspDirectives = {}): string {
  const directives: CspDirectives = { ...DEFAULT_DIRECTIVES, ...overrides };
  for (const [name, sources] of Object.entries(additions)) {
    directives[name] = directives[name] ? `${directives[name]} ${sources}` : sources;
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The contents of a page's elements of one kind, outside HTML comments (which may name a tag in their text). */
function contents(html: string, element: RegExp): string[] {
  return [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(element)].map((match) => match[1] ?? '');
}

/** script-src sources allowing exactly the inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  return contents(html, /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi).map(sha256Source);
}

/** style-src sources allowing exactly the <style> elements of a page (not style attributes). */
export function inlineStyleHashes(html: string): string[] {
  return contents(html, /<style\b[^>]*>([\s\S]*?)<\/style>/gi).map(sha256Source);
}

export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/**
 * What the pages must also allow for a hosted captcha, from each provider's CSP documentation: its script,
 * the frame the challenge runs in, and the calls the script makes. The self-hosted one needs nothing.
 */
export function captchaSources(provider: CaptchaProvider): CspDirectives {
  switch (provider) {
    case 'altcha':
      return {};
    case 'turnstile': {
      const origin = 'https://challenges.cloudflare.com';
      return { 'script-src': origin, 'frame-src': origin, 'connect-src': origin };
    }
    case 'hcaptcha': {
      const origins = 'https://hcaptcha.com https://*.hcaptcha.com';
      return { 'script-src': origins, 'frame-src': origins, 'style-src': origins, 'connect-src': origins };
    }
    case 'recaptcha':
      return {
        'script-src': 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
        'frame-src': 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
        'connect-src': 'https://www.google.com/recaptcha/',
      };
  }
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
