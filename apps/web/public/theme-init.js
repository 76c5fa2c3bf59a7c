/* global window, document */
// Runs before first paint (a blocking script in index.html's <head>; a file, not inline, because
// the CSP allows scripts from 'self' only). It puts the theme on <html data-theme>: the choice
// stored by the theme toggle (features/settings/theme.ts, which applies it the same way), or the
// system's when that choice is "system", and keeps following the system and other tabs.
(function () {
  var KEY = 'tuning-theme';
  var COLOURS = { light: '#ffd23f', dark: '#15141b' };
  var media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function preference() {
    try {
      var stored = window.localStorage.getItem(KEY);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  }
  function apply() {
    var chosen = preference();
    var theme = chosen === 'system' ? (media && media.matches ? 'dark' : 'light') : chosen;
    var root = document.documentElement;
    root.setAttribute('data-theme', theme);
    root.setAttribute('data-theme-preference', chosen);
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', COLOURS[theme]);
  }
  apply();
  // The first-paint frame in index.html shows the masthead on the screens that have one
  // (product.md §2's navigation bar, route-access.ts): it is drawn before any script module runs.
  var NAV_SCREENS = ['/saga/comicbook', '/home', '/socialize', '/chat', '/messages', '/profile'];
  if (NAV_SCREENS.indexOf(window.location.pathname.replace(/\/$/, '')) >= 0) {
    document.documentElement.setAttribute('data-shell', 'nav');
  }
  if (media) media.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply();
  });
})();
