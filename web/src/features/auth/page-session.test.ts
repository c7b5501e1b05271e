import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS, pageSession } from './session-queries.ts';

function page(text: string | null): Document {
  document.getElementById('session-user')?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'session-user';
    element.textContent = text;
    document.head.append(element);
  }
  return document;
}

afterEach(() => page(null));

describe('the session the page carries', () => {
  it('is the user the BFF wrote', () => {
    const user = { username: 'demo-member', uid: 'U1', scopes: ['member'] };
    expect(pageSession(page(JSON.stringify(user)))).toEqual({ user, need2fa: false });
  });

  it('is nobody for null', () => {
    expect(pageSession(page('null'))).toEqual(ANONYMOUS);
  });

  it('is none, so the app asks, when the page carries nothing or something unreadable', () => {
    expect(pageSession(page(null))).toBeUndefined();
    expect(pageSession(page('{"username":'))).toBeUndefined();
  });
});
