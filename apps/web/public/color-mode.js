// Runs before the app: applies the saved colour mode (light unless "dark" was chosen) to avoid a flash.
(function () {
  var mode = 'light';
  try {
    if (window.localStorage.getItem('chakra-ui-color-mode') === 'dark') mode = 'dark';
  } catch (error) {
    // Storage can be blocked; light it is.
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
})();
