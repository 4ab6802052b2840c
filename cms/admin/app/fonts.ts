/**
 * The site's two font families (as client/styles/fonts.ts): Source Sans 3 (400, 700) for text and
 * Fraunces 800 for headings and the wordmark, self-hosted from npm. The admin build extracts them
 * into its style sheet (build/admin/admin.[hash].css), which the login page links as well.
 */
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/fraunces/800.css';
