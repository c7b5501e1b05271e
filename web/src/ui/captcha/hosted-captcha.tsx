/**
 * A hosted captcha (Cloudflare Turnstile, hCaptcha or reCAPTCHA), when the platform is set to one: the
 * provider's own script, rendered explicitly into this control with the site key the platform hands out. All
 * three document the same explicit API: `render(container, { sitekey, callback, 'expired-callback',
 * 'error-callback' })` and `reset(id)`, and an `onload` callback named in the script's address.
 * The page's Content-Security-Policy must allow the provider's origin for its script to load at all.
 */
import { useEffect, useRef } from 'react';
import * as styles from './captcha.css.ts';

export type HostedProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

type WidgetId = string | number;

interface ProviderApi {
  render(container: HTMLElement, options: Record<string, unknown>): WidgetId;
  reset(id?: WidgetId): void;
}

interface ProviderScript {
  /** The script's address, with the name of the global function it calls once loaded. */
  src(onload: string, language: string): string;
  /** The global the script defines. */
  api(): ProviderApi | undefined;
  /** How the widget is told the language, when its script is not. */
  options(language: string): Record<string, string>;
}

type ProviderGlobals = Partial<Record<'turnstile' | 'hcaptcha' | 'grecaptcha', ProviderApi>>;
const globals = (): ProviderGlobals => globalThis as unknown as ProviderGlobals;

const PROVIDER_SCRIPTS: Record<HostedProvider, ProviderScript> = {
  turnstile: {
    src: (onload) => `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${onload}`,
    api: () => globals().turnstile,
    options: (language) => ({ language }),
  },
  hcaptcha: {
    src: (onload, language) => `https://js.hcaptcha.com/1/api.js?render=explicit&onload=${onload}&hl=${language}`,
    api: () => globals().hcaptcha,
    options: (language) => ({ hl: language }),
  },
  recaptcha: {
    src: (onload, language) =>
      `https://www.google.com/recaptcha/api.js?render=explicit&onload=${onload}&hl=${language}`,
    api: () => globals().grecaptcha,
    options: () => ({}),
  },
};

const loading = new Map<HostedProvider, Promise<ProviderApi>>();

/** The provider's script, added once per page; rejects when it cannot load (offline, refused by the CSP). */
function loadProvider(provider: HostedProvider, language: string): Promise<ProviderApi> {
  const pending = loading.get(provider);
  if (pending) return pending;
  const script = PROVIDER_SCRIPTS[provider];
  const promise = new Promise<ProviderApi>((resolve, reject) => {
    const already = script.api();
    if (already) {
      resolve(already);
      return;
    }
    const onload = `captchaLoaded_${provider}`;
    (globalThis as unknown as Record<string, () => void>)[onload] = () => {
      const api = script.api();
      if (api) resolve(api);
      else reject(new Error(`${provider} loaded without its API`));
    };
    const element = document.createElement('script');
    element.src = script.src(onload, language);
    element.async = true;
    element.onerror = () => {
      loading.delete(provider);
      reject(new Error(`${provider} could not be loaded`));
    };
    document.head.append(element);
  });
  loading.set(provider, promise);
  return promise;
}

export interface HostedCaptchaProps {
  provider: HostedProvider;
  siteKey: string;
  language: string;
  /** The provider's token once solved; null when it expired or failed. */
  onSolved: (token: string | null) => void;
  /** The provider's script could not be loaded. */
  onUnavailable: () => void;
  errorMessage?: string | null;
}

export function HostedCaptcha({
  provider,
  siteKey,
  language,
  onSolved,
  onUnavailable,
  errorMessage,
}: HostedCaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSolved, onUnavailable });
  callbacks.current = { onSolved, onUnavailable };

  useEffect(() => {
    const node = container.current;
    let cancelled = false;
    loadProvider(provider, language).then(
      (api) => {
        if (cancelled || !node) return;
        // A fresh element each time: the providers refuse to render twice into the same one.
        const target = document.createElement('div');
        node.replaceChildren(target);
        api.render(target, {
          sitekey: siteKey,
          callback: (token: string) => callbacks.current.onSolved(token),
          'expired-callback': () => callbacks.current.onSolved(null),
          'error-callback': () => callbacks.current.onSolved(null),
          ...PROVIDER_SCRIPTS[provider].options(language),
        });
      },
      () => {
        if (!cancelled) callbacks.current.onUnavailable();
      },
    );
    return () => {
      cancelled = true;
      node?.replaceChildren();
    };
  }, [provider, siteKey, language]);

  return (
    <div className={styles.captcha}>
      <div ref={container} />
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
