// Runs before the first paint so a saved dark theme never flashes light. Plain script (no
// module, no imports): the key must match THEME_STORAGE_KEY in src/client/app/theme.tsx.
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('chefconnect-theme') === 'dark') theme = 'dark';
  } catch (error) {
    // Storage can be blocked (privacy settings); the default theme is then the right answer.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
