/**
 * The login page's style sheet, served as a file (/admin/static/login.css) so the page needs no
 * inline style or script and works under a strict Content-Security-Policy. Kept in a .ts module so
 * a bundled build carries it without copying assets.
 */
export const LOGIN_CSS_PATH = '/admin/static/login.css';

export const LOGIN_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1a1a1a;background:#f4f4f2}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem}
main{width:100%;max-width:24rem;background:#fff;border-top:4px solid #00AB9F;padding:2rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
label{display:block;font-weight:700;margin:1rem 0 .25rem}
input[type=text],input[type=password]{width:100%;font:inherit;padding:.5rem .625rem;border:1px solid #6b6b6b;border-radius:2px}
input:focus,button:focus,a:focus{outline:3px solid #00AB9F;outline-offset:2px}
input[aria-invalid=true]{border-color:#b00020}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:700;padding:.625rem;border:0;border-radius:2px;background:#006b63;color:#fff;cursor:pointer}
button:hover{background:#00564f}
.error{border-left:4px solid #b00020;background:#fdecee;padding:.75rem 1rem;margin:0 0 1rem}
.error h2{font-size:1rem;margin:0 0 .25rem}
.error p{margin:0}
.info{background:#e6f6f5;padding:.75rem 1rem}
nav{display:flex;justify-content:space-between;gap:1rem;margin-top:1.5rem;font-size:.875rem}
a{color:#00564f}
`;
