import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('where a signed-in user goes', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/wallets/my-wallets?tab=2#top', '/wallets/my-wallets?tab=2#top'],
    ['/admin', '/admin'],
  ])('back to the page he came from (%s)', (origin, expected) => {
    expect(redirectTarget(origin)).toBe(expected);
  });

  it.each([
    ['no origin', undefined],
    ['an empty origin', ''],
    ['/logout', '/logout'],
    ['/logout with a query', '/logout?x=1'],
    ['/logout/', '/logout/'],
    ['another host, protocol-relative', '//evil.example'],
    ['another host, backslash', '/\\evil.example'],
    ['another host, with a tab', '/\t/evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a non-string', 42],
  ])('to his wallets for %s', (_name, origin) => {
    expect(redirectTarget(origin)).toBe('/wallets/my-wallets');
  });
});
