import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import { useGetCaptchaChallenge } from '../../api/generated/endpoints/auth/auth.ts';
import { FallbackOnError, lazyComponent } from '../../chunks/lazy-part.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { messages } from './messages.ts';

// The widgets load with the challenge, which sign-in asks for only after repeated failures.
const Captcha = lazyComponent(() => import('../../ui/captcha/captcha.tsx').then((module) => module.Captcha));
const HostedCaptcha = lazyComponent(() =>
  import('../../ui/captcha/hosted-captcha.tsx').then((module) => module.HostedCaptcha),
);

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/** The platform refused the call for want of a (valid) captcha solution. */
export function isCaptchaError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && CAPTCHA_CODES.has(error.code);
}

export interface CaptchaState {
  /** The solved payload to send as `captcha`, or undefined while there is none. */
  solution: string | undefined;
  /** The widget, when shown; null otherwise. */
  field: ReactNode;
  /**
   * Before a call: false (and says so under the widget) when the captcha is shown but not solved yet,
   * so the form waits instead of sending a call that would be refused.
   */
  ready(): boolean;
  /**
   * After a call: a solution that was sent is spent whatever the answer, so a new challenge comes; a refusal
   * for want of a captcha shows the widget (a sign-in after repeated failures) with its error text (the
   * server's message with `serverMessage`, as the form's other failures).
   */
  settled(error?: unknown): void;
}

/**
 * The captcha of a form: shown from the start (`always`: sign-up, forgot-password) or from the moment the
 * platform asks for it (sign-in after repeated failures). The form's fields are untouched by either: the
 * widget only adds itself above the submit button.
 */
export function useCaptcha({ always, serverMessage }: { always: boolean; serverMessage?: boolean }): CaptchaState {
  const intl = useIntl();
  const [shown, setShown] = useState(always);
  const [solution, setSolution] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // Every challenge is good once: never cached, never shared between forms.
  const challenge = useGetCaptchaChallenge({
    query: { enabled: shown, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
  });

  const renew = () => {
    setSolution(null);
    void challenge.refetch();
  };

  const onSolved = (payload: string | null) => {
    setSolution(payload);
    if (payload) setError(null);
  };

  const unavailableAlert = <p role="alert">{intl.formatMessage(messages.captchaUnavailable)}</p>;
  let field: ReactNode = null;
  if (shown) {
    const data = challenge.data;
    let widget: ReactNode = null;
    if (unavailable) {
      field = unavailableAlert;
    } else if (challenge.isError) {
      field = (
        <p role="alert">
          {challenge.error instanceof Error && challenge.error.message
            ? challenge.error.message
            : intl.formatMessage(messages.captchaUnavailable)}
        </p>
      );
    } else if (data?.provider === 'altcha' && data.challenge) {
      widget = (
        <Captcha
          // Each fetched challenge starts a new widget, unsolved, even if it looked like the last one.
          key={challenge.dataUpdatedAt}
          challenge={data.challenge}
          language={intl.locale}
          onSolved={onSolved}
          onExpired={renew}
          errorMessage={error}
        />
      );
    } else if (data && data.provider !== 'altcha' && data.site_key) {
      widget = (
        <HostedCaptcha
          key={challenge.dataUpdatedAt}
          provider={data.provider}
          siteKey={data.site_key}
          language={intl.locale}
          onSolved={onSolved}
          onUnavailable={() => setUnavailable(true)}
          errorMessage={error}
        />
      );
    }
    // A widget whose code does not arrive is a captcha that cannot be shown.
    if (widget) {
      field = (
        <FallbackOnError fallback={unavailableAlert}>
          <Suspense fallback={null}>{widget}</Suspense>
        </FallbackOnError>
      );
    }
  }

  return {
    solution: solution ?? undefined,
    field,
    ready: () => {
      if (!shown || solution) return true;
      setError(intl.formatMessage(messages.captchaMissing));
      return false;
    },
    settled: (failure) => {
      if (isCaptchaError(failure)) {
        setError(errorText(intl, failure, { serverMessage }));
        if (!shown) {
          setShown(true);
          return;
        }
      }
      if (solution) renew();
    },
  };
}
