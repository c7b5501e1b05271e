import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { toast } from 'react-toastify/unstyled';
import { setApiBase, setApiHeaders } from '../api/fetcher.ts';

// findBy… and waitFor give up after 1 s by default; a loaded 2-core machine running the other suites
// can take longer than that to load a route's lazy modules. Waiting longer changes no expectation.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: the router's scroll restoration would only log that scrolling is missing.
window.scrollTo = () => undefined;

// Every call goes to the Prism mock started by web/test/prism-global-setup.ts (it runs in Node).
setApiBase(inject('prismUrl'));

let missingTranslations: string[] = [];

beforeEach(() => {
  // react-intl reports a message missing from the current catalog on console.error: fail on it.
  missingTranslations = [];
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes('MISSING_TRANSLATION')) missingTranslations.push(text);
    else consoleError(...args);
  });
  // Prism checks that a bearer token is present where the BFF would add it from the session cookie.
  setApiHeaders({ Authorization: 'Bearer test-token' });
  window.localStorage.clear();
  // A toast raised once a test has unmounted its page waits for the next page that shows toasts: with
  // files sharing a worker, another file's. No container is mounted here, so this drops the waiting ones.
  toast.dismiss();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('lang');
});

afterEach(() => {
  cleanup();
  expect(missingTranslations, 'messages missing from a catalog').toEqual([]);
});

// react-aria's live announcer may still hold an announcement for 100 ms: let it run while jsdom is there.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
