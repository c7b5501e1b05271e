// Runs before the first paint, before React: applies the display mode and the language saved by the
// app (src/styles/mode.ts and src/i18n/language.ts own the same keys) so a dark-mode user never sees
// a light flash. The build writes it inline into index.html (inline-script-plugin.ts), where the CSP
// allows it by its hash: a file would be one more request the first paint waits for.
(function () {
  var root = document.documentElement;
  var mode = 'light';
  var language = 'fr';
  try {
    if (window.localStorage.getItem('app-mode') === 'dark') mode = 'dark';
    if (window.localStorage.getItem('app-language') === 'en') language = 'en';
  } catch {
    // Storage can be disabled; the defaults stand.
  }
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.lang = language;
  // The first Intl call loads ICU's locale data: 50 to 100 ms here, four times that on a mid-range
  // phone. The libraries make it when their scripts run; made now, it overlaps their download.
  try {
    new Intl.NumberFormat(language).format(0);
    new Intl.DateTimeFormat(language).format(0);
    new Intl.Locale(language).maximize();
  } catch {
    // A browser without Intl.Locale pays the cost later, as before.
  }
})();
