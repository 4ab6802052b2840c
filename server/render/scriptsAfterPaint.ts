/**
 * A visitor's page loads its scripts once it is painted (docs/performance.md, "Phones"): once its
 * hero image is, on a page that has one; else once its first frame is drawn.
 *
 * On a phone's slow connection the app's scripts (main.js alone is 128 KB) and the page share the
 * bandwidth, and the paint waits for their evaluation too. So the chunk scripts are written inert
 * (`type="text/plain"`: neither fetched nor run, not even by the preload scanner), and a small inline
 * script at the end of the document turns them into async scripts: after the hero image
 * (`img[fetchpriority="high"]`, client/media/Picture.tsx) has loaded, been decoded and painted, or
 * failed; on a page without a hero after the next frame, the first one drawn with the document's
 * text; in a hidden tab at once. After HERO_WAIT_MS at most, and at once when the tab is hidden or
 * shown before that: a tab hidden after the loader ran draws no frame, and would wait for none.
 */

/** The longest the scripts wait for the hero: a slow image must not hold the app back for long. */
export const HERO_WAIT_MS = 2500;

/** What marks an inert script tag for the loader. */
const INERT = 'data-after-paint';

/**
 * Turns the inert tags into scripts once the page is drawn: a task queued from a frame's animation
 * callback runs once that frame is drawn; the hero's paint is the frame after its decode. One script
 * per task: starting a script's request costs the main thread up to a few milliseconds, and three in
 * one task made a task Lighthouse's simulation counts (10 ms or more at 1×) in 4 of 9 traces of home.
 * The tags are read by index from the static list `querySelectorAll` gives: spreading it into an
 * array cost 4-18 ms in those traces (docs/performance.md, "Phones"). In a hidden tab (opened in the
 * background) nothing is drawn and no frame comes: the scripts start at once, all in one task (a
 * hidden tab's timers wait), as hydration does there (client/afterPaint.ts).
 */
const LOADER = `(()=>{let s=0;const go=()=>{if(s)return;s=1;const l=document.querySelectorAll('script[${INERT}]');let i=0;const next=()=>{const t=l[i++];if(!t)return;const e=document.createElement('script');e.src=t.getAttribute('src');e.async=true;if(t.dataset.chunk)e.dataset.chunk=t.dataset.chunk;t.replaceWith(e);if(document.hidden)next();else if(l[i])setTimeout(next)};next()};if(document.hidden)return go();document.addEventListener('visibilitychange',go,{once:true});setTimeout(go,${HERO_WAIT_MS});const drawn=()=>requestAnimationFrame(()=>setTimeout(go));const h=document.querySelector('img[fetchpriority="high"]');if(!h)return drawn();const ready=()=>h.decode().then(drawn,drawn);if(h.complete)ready();else{h.addEventListener('load',ready);h.addEventListener('error',go)}})()`;

/** `@loadable`'s async chunk script tags, inert, and the loader that starts them once the page is painted. */
export function scriptsAfterPaint(scriptTags: string, nonce: string): string {
  const inert = scriptTags.replace(/<script async (?=[^>]*\ssrc=)/g, `<script type="text/plain" ${INERT} `);
  return `${inert}<script nonce="${nonce}">${LOADER}</script>`;
}
