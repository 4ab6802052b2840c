/**
 * The login page's style sheet, served as a file (/admin/static/login.css) so the page needs no
 * inline style or script and works under a strict Content-Security-Policy. Kept in a .ts module so
 * a bundled build carries it without copying assets. The orchestra's look: the site's colour tokens
 * and fonts (shared/brand; the font files come with the admin build's style sheet, linked by the page).
 */
import { BRAND_COLOURS as c, BRAND_FONTS as fonts } from '../../../shared/brand';

export const LOGIN_CSS_PATH = '/admin/static/login.css';
export const LOGIN_CSS = `
:root{--colour-accent:${c.accent}}
*,*::before,*::after{box-sizing:border-box}
html{font-family:${fonts.text};font-size:100%;line-height:1.5;color:${c.text};background:${c.surface}}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem}
main{width:100%;max-width:26rem;background:${c.inverse};border-top:4px solid ${c.brand};border-radius:0 0 8px 8px;padding:2rem;box-shadow:0 8px 30px rgb(0 0 0 / .08)}
.logo{display:block;width:100%;max-width:232px;height:auto;margin:0 0 1.5rem;color:${c.text}}
h1{font-family:${fonts.display};font-weight:800;letter-spacing:-.01em;line-height:1.15;font-size:1.75rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
label{display:block;font-weight:700;margin:1rem 0 .25rem}
input[type=text],input[type=password]{width:100%;font:inherit;padding:.5rem .625rem;border:1px solid #6b6b6b;border-radius:4px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
input[aria-invalid=true]{border-color:#b00020}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:700;padding:.625rem;border:0;border-radius:999px;background:${c.accent};color:${c.inverse};cursor:pointer}
button:hover{background:${c['accent-hover']}}
.error{border-left:4px solid #b00020;background:#fdecee;padding:.75rem 1rem;margin:0 0 1rem}
.error h2{font-size:1rem;margin:0 0 .25rem}
.error p{margin:0}
.info{background:${c['accent-light']};padding:.75rem 1rem}
nav{display:flex;justify-content:space-between;gap:1rem;margin-top:1.5rem;font-size:.875rem}
a{color:${c.accent}}
a:hover{color:${c.text}}
`;
