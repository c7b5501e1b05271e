import { describe, expect, it } from 'vitest';
import { matchedRoutes, routePreloads, type Manifest } from '../../scripts/lib/route-chunks.ts';

const split = (file: string, parts: string) => `src/routes/${file}.tsx?tsr-split=${parts}`;

// The shape of Vite's manifest for a few flat route files, the router's split chunks among them.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index.css'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_runtime.js'], css: ['assets/form.css'] },
  'src/signed-in-chrome.tsx': { file: 'assets/chrome.js', css: ['assets/chrome.css'] },
  [split('login', 'component')]: { file: 'assets/login.js', imports: ['_form.js', 'index.html'] },
  [split('login', 'errorComponent')]: { file: 'assets/login-error.js' },
  [split('register.{-$parrain}', 'component')]: { file: 'assets/register.js', imports: ['_form.js'] },
  [split('_auth', 'component')]: { file: 'assets/auth.js' },
  [split('_auth.admin', 'component')]: { file: 'assets/admin.js' },
  [split('_auth.admin.index', 'component')]: { file: 'assets/admin-home.js' },
  [split('_auth.wallets.my-wallets.swap.$origin', 'loader')]: { file: 'assets/swap-loader.js' },
  [split('_auth.wallets.my-wallets.swap.$origin', 'component---pendingComponent')]: { file: 'assets/swap.js' },
  [split('_auth.wallets.my-wallets.swap.usdt', 'component')]: { file: 'assets/swap-usdt.js' },
};

const preloads = routePreloads(manifest);
const page = (...path: string[]) => preloads.routes.find((route) => route.path.join('/') === path.join('/'));

describe('each page’s files beyond the entry', () => {
  it('lists the entry’s own static imports apart', () => {
    expect(preloads.entry).toEqual(['assets/runtime.js']);
  });

  it('gives a page its chunks and their imports and styles, not the entry’s, nor its error component', () => {
    expect(page('login')).toEqual({
      path: ['login'],
      session: false,
      scripts: ['assets/login.js', 'assets/form.js'],
      styles: ['assets/form.css'],
    });
  });

  it('adds the layouts a page sits in and what their beforeLoad waits for, and marks it for signed-in users', () => {
    expect(page('admin')).toEqual({
      path: ['admin'],
      session: true,
      scripts: ['assets/auth.js', 'assets/chrome.js', 'assets/admin.js', 'assets/admin-home.js'],
      styles: ['assets/chrome.css'],
    });
  });

  it('lists a page with an optional parameter once without it and once with it', () => {
    expect(page('register')?.scripts).toEqual(['assets/register.js', 'assets/form.js']);
    expect(page('register', '$')?.scripts).toEqual(['assets/register.js', 'assets/form.js']);
  });

  it('puts a page of fixed segments before one with a parameter that answers the same URL', () => {
    const paths = preloads.routes.map((route) => route.path.join('/'));
    expect(paths.indexOf('wallets/my-wallets/swap/usdt')).toBeLessThan(paths.indexOf('wallets/my-wallets/swap/$'));
    expect(page('wallets', 'my-wallets', 'swap', '$')?.scripts).toEqual([
      'assets/auth.js',
      'assets/chrome.js',
      'assets/swap-loader.js',
      'assets/swap.js',
    ]);
  });

  it('lists no layout as a page', () => {
    expect(preloads.routes.map((route) => route.path.join('/'))).not.toContain('');
  });
});

describe('the route files a URL renders', () => {
  const files = ['_auth', '_auth.admin', '_auth.admin.index', 'login', 'register.{-$parrain}'];

  it('is the page that answers it with its layouts', () => {
    expect(matchedRoutes(files, '/admin')).toEqual(['_auth', '_auth.admin', '_auth.admin.index']);
    expect(matchedRoutes(files, '/register/alice')).toEqual(['register.{-$parrain}']);
  });

  it('says so when no page answers', () => {
    expect(() => matchedRoutes(files, '/nowhere')).toThrow('no route renders /nowhere');
  });
});
