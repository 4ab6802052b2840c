/**
 * The two font families (SPEC §9), self-hosted from npm (Fontsource: woff2 with font-display swap,
 * split by unicode range so a page downloads only the subsets it uses). Imported by the browser
 * entry only: webpack emits the files as content-hashed assets next to the CSS.
 *   Source Sans 3, 400 and 700: text and interface
 *   Fraunces 800: display headings and the wordmark
 */
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/fraunces/800.css';
// local fonts sized like these until they load, so the swap moves nothing (issue 30)
import './fontFallbacks.css';
