/**
 * The captcha control as the web tests see it: jsdom runs no worker, so the real widget cannot solve anything
 * there (the browser tests solve the real one). The stand-in keeps its contract: a labelled checkbox that
 * "solves" the challenge it was given, and a new challenge starts unsolved.
 */
import type { CaptchaProps } from '../../ui/captcha/captcha.tsx';

export const STAND_IN_LABEL = 'Je ne suis pas un robot';

export function StandInCaptcha({ challenge, onSolved, errorMessage }: CaptchaProps) {
  const nonce = challenge.parameters.nonce;
  return (
    <div>
      <label key={nonce}>
        <input type="checkbox" onChange={(event) => onSolved(event.target.checked ? `solved-${nonce}` : null)} />
        {STAND_IN_LABEL}
      </label>
      {errorMessage && <p role="alert">{errorMessage}</p>}
    </div>
  );
}
