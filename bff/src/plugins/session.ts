/**
 * The browser's session: the platform's access and refresh tokens, kept in one cookie of the BFF's own,
 * encrypted and authenticated (AES-256-GCM) so the browser can neither read nor forge it. Nothing about
 * a session lives in memory: any BFF instance can serve any request.
 *
 * A cookie that does not decrypt, or whose session is idle or too old, is cleared and the request goes
 * on as anonymous. Routes change the session through `request.session` and `request.sessionChanged`; the
 * cookie is written once, when the answer leaves, errors included, and only on the answers of routes that
 * allow it (`request.sessionCookieAllowed`: the API and the pages), never on an asset a cache may keep.
 */
import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const SESSION_COOKIE = '__Host-session';

export interface Session {
  /** The platform access token (or, before the second factor, the short-lived two-factor token). */
  access: string;
  /** The platform refresh token; null while a two-factor code is awaited. */
  refresh: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request belongs to, or null when anonymous. */
    session: Session | null;
    /** Set when the cookie must be rewritten (or cleared, when `session` is null) on the answer. */
    sessionChanged: boolean;
    /** Set by the routes whose answers may carry the cookie (API calls, pages); others leave it as it is. */
    sessionCookieAllowed: boolean;
  }
  interface FastifyInstance {
    /** The clock sessions are timed by. */
    sessionNow: () => number;
  }
}

export interface SessionOptions {
  secret: string;
  idleMinutes: number;
  maxHours: number;
  /** Epoch milliseconds; tests move it instead of waiting. */
  now?: () => number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Instances behind one load balancer never have exactly the same clock: a session a little in the future
// is another instance's, not a forgery (which the encryption rules out anyway).
const CLOCK_SKEW_MS = 60_000;

/**
 * Another key derived from the same secret would be for another purpose; this one only seals sessions. A
 * KeyObject, not a Buffer: Node turns a Buffer into one on every cipher it creates, which was most of the
 * cost of opening a session.
 */
function sessionKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'bff-session-cookie', 'aes-256-gcm session v1', 32)));
}

const AAD = Buffer.from(SESSION_COOKIE);

export function seal(key: KeyObject, session: Session): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  // The cookie name is bound in, so a sealed value is worthless under any other name.
  cipher.setAAD(AAD);
  const data = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function isSession(value: unknown): value is Session {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.access === 'string' &&
    s.access !== '' &&
    (s.refresh === null || typeof s.refresh === 'string') &&
    typeof s.createdAt === 'number' &&
    typeof s.lastSeenAt === 'number'
  );
}

export function unseal(key: KeyObject, value: string): Session | undefined {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
    const parsed = JSON.parse(text) as unknown;
    return isSession(parsed) ? Object.freeze(parsed) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sessions of the cookies this process opened last, by their exact sealed value. A browser sends the
 * same cookie on every call until it is re-sealed (at most once a minute), and opening it is the BFF's
 * largest own cost per call; a value found here was authenticated when it was first opened, so finding it
 * again proves what decrypting it would. Only what the cookie itself holds is kept, and every call still
 * checks the idle and absolute deadlines: nothing about a session depends on which instance serves it.
 */
class OpenedSessions {
  readonly #byValue = new Map<string, Session>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  open(key: KeyObject, value: string): Session | undefined {
    const cached = this.#byValue.get(value);
    if (cached) return cached;
    const session = unseal(key, value);
    if (session) {
      // Oldest first out: Map keeps insertion order.
      if (this.#byValue.size >= this.#capacity) this.#byValue.delete(this.#byValue.keys().next().value!);
      this.#byValue.set(value, session);
    }
    return session;
  }
}

const OPENED_SESSIONS_KEPT = 10_000;

/** The session cookie's value in the Cookie header: the first pair of that name, as browsers send them. */
export function cookieValue(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  // Walks the pairs in place: splitting the header copies every cookie of the site on every call.
  for (let start = 0; start < header.length;) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === SESSION_COOKIE)
      return header.slice(eq + 1, end).trim();
    start = end + 1;
  }
  return undefined;
}

const IDLE_RENEWAL_MS = 60_000;

// __Host- requires Secure, Path=/ and no Domain; the browser refuses the cookie otherwise.
const ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Strict';

const session: FastifyPluginAsync<SessionOptions> = async (app, options) => {
  const key = sessionKey(options.secret);
  const opened = new OpenedSessions(OPENED_SESSIONS_KEPT);
  const now = options.now ?? Date.now;
  const idleMs = options.idleMinutes * 60_000;
  const maxMs = options.maxHours * 3_600_000;

  app.decorate('sessionNow', now);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionChanged', false);
  app.decorateRequest('sessionCookieAllowed', false);

  function openSession(request: FastifyRequest): void {
    const value = cookieValue(request);
    if (value === undefined) return;
    const found = opened.open(key, value);
    const at = now();
    if (
      !found ||
      at - found.lastSeenAt > idleMs ||
      at - found.createdAt > maxMs ||
      found.createdAt > at + CLOCK_SKEW_MS
    ) {
      request.log.info({ session: found ? 'expired' : 'unreadable' }, 'Session cookie dropped');
      request.sessionChanged = true;
      return;
    }
    request.session = found;
    // Use pushes the idle deadline back, but at most once a minute: re-sealing the cookie on every call
    // costs a fifth of the BFF's time under load, and each extra Set-Cookie is one more that a call
    // still on its way could answer with after a sign-out. The idle timeout is thus exact to a minute.
    if (at - found.lastSeenAt >= IDLE_RENEWAL_MS) {
      request.session = { ...found, lastSeenAt: at };
      request.sessionChanged = true;
    }
  }

  // Callback hooks, not async ones: they run on every request and never wait, so a promise and a
  // microtask turn each would be pure cost.
  app.addHook('onRequest', (request, _reply, done) => {
    openSession(request);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.sessionChanged && request.sessionCookieAllowed) {
      const current = request.session;
      if (current) {
        const left = Math.max(1, Math.floor((current.createdAt + maxMs - now()) / 1000));
        reply.header('set-cookie', `${SESSION_COOKIE}=${seal(key, current)}; Max-Age=${left}; ${ATTRIBUTES}`);
      } else {
        reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`);
      }
    }
    // An answer that sets a cookie is one browser's alone: no cache, shared or not, may keep it.
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
};

export default fp(session, { name: 'session', fastify: '5.x' });
