/**
 * A URL as the logs may show it: the values of query parameters whose name says they are a credential
 * (a reset link's `token`, a `code`, a `password`...) are replaced, so no log line carries one.
 */
const SENSITIVE = /token|code|pass|secret|otp|key|signature|captcha|session|auth/i;

export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url.slice(start + 1).split('&');
  return (
    url.slice(0, start + 1) +
    pairs
      .map((pair) => {
        const eq = pair.indexOf('=');
        let name = eq === -1 ? pair : pair.slice(0, eq);
        try {
          name = decodeURIComponent(name.replaceAll('+', ' '));
        } catch {
          // A name that does not decode is judged as written.
        }
        return eq !== -1 && SENSITIVE.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
      })
      .join('&')
  );
}
