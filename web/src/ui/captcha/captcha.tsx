/**
 * The self-hosted proof-of-work captcha: the altcha web component (React 19 renders custom elements), given a
 * challenge the caller fetched. Nothing is sent anywhere by the widget: it solves the challenge in a worker
 * and hands the payload to `onSolved`, which the form then sends with its call. Its checkbox is a real,
 * labelled checkbox, so it is reached and announced like any other field.
 */
import 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import type { Challenge } from 'altcha/types';
import { useEffect, useRef, useState } from 'react';
import * as styles from './captcha.css.ts';

export interface CaptchaProps {
  /** The challenge to solve; a new one (after an expiry or a used solution) resets the widget. */
  challenge: Challenge;
  /** The interface language: the widget's own texts follow it. */
  language: string;
  /** Called with the payload once solved, and with null when that solution is gone (expired, reset). */
  onSolved: (payload: string | null) => void;
  /** The challenge outlived its lifetime: the caller fetches a new one. */
  onExpired: () => void;
  /** Shown under the widget, and announced (a refused or missing solution). */
  errorMessage?: string | null;
}

const WIDGET_LANGUAGES: Record<string, string> = { fr: 'fr-fr', en: 'en' };

interface StateChange {
  state: string;
  payload?: string | null;
}

export function Captcha({ challenge, language, onSolved, onExpired, errorMessage }: CaptchaProps) {
  const ref = useRef<AltchaWidgetElement>(null);
  const [ready, setReady] = useState(false);
  // The latest callbacks, without re-attaching the listeners each render.
  const callbacks = useRef({ onSolved, onExpired });
  callbacks.current = { onSolved, onExpired };

  useEffect(() => {
    let cancelled = false;
    void import('./altcha-widget.ts')
      .then(({ WIDGET_TAG }) => customElements.whenDefined(WIDGET_TAG))
      .then(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verified' && payload) callbacks.current.onSolved(payload);
      else if (state !== 'verifying') callbacks.current.onSolved(null);
    };
    const onWidgetExpired = () => callbacks.current.onExpired();
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onWidgetExpired);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onWidgetExpired);
    };
  }, [ready]);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    // Typed as a promise, but the build answers synchronously: either way, reset once it is applied.
    const configured: Promise<void> | undefined = widget.configure({
      challenge,
      language: WIDGET_LANGUAGES[language] ?? 'en',
      type: 'checkbox',
      auto: 'off',
      hideFooter: true,
      // The form reads the payload through onSolved, not from a hidden input of the widget.
      name: 'captcha',
    });
    void Promise.resolve(configured).then(() => {
      widget.reset();
      callbacks.current.onSolved(null);
    });
  }, [ready, challenge, language]);

  return (
    <div className={styles.captcha}>
      <altcha-widget ref={ref} />
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
