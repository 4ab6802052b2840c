/**
 * webpack loader for vanilla-cookieconsent's stylesheet: its CSS variables on the dialog's own
 * element (`#cc-main`, where client/consent/consent.css sets the site's colours) instead of `:root`.
 * Declared on `:root`, they changed the inherited custom properties of every element when the
 * stylesheet arrived after hydration, and Chromium computed the style of the whole document again
 * (416 elements on the concerts page, 8-28 ms of the main thread at 1×); scoped, only the dialog's
 * elements are styled. The library reads them only inside `#cc-main`. Fails the build when the
 * stylesheet no longer has the one `:root` block (a new release: look again).
 */
module.exports = function consentScopedVariables(source) {
  const roots = source.split(':root{').length - 1;
  if (roots !== 1) throw new Error(`vanilla-cookieconsent's CSS: expected one ":root{" block, found ${roots}`);
  return source.replace(':root{', '#cc-main{').replace(/\.cc--darkmode\{/g, '.cc--darkmode #cc-main{');
};
