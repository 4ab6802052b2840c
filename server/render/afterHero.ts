/**
 * A page with a hero image loads its scripts once the hero is painted (docs/performance.md, "Phones").
 *
 * On a phone's slow connection the app's scripts (main.js alone is 128 KB) and the hero share the
 * bandwidth, and the hero's paint waits for their evaluation too. So on such a page the chunk
 * scripts are written inert (`type="text/plain"`: neither fetched nor run, not even by the preload
 * scanner), and a small inline script turns them into async scripts after the hero image
 * (`img[fetchpriority="high"]`, client/media/Picture.tsx) has loaded, been decoded and painted, or
 * failed, or after HERO_WAIT_MS at most; in a hidden tab at once. A page without a hero keeps its async script tags.
 */

/** The longest the scripts wait for the hero: a slow image must not hold the app back for long. */
export const HERO_WAIT_MS = 2500;

/** What marks an inert script tag for the loader. */
const INERT = 'data-after-hero';

/**
 * Turns the inert tags into scripts; the hero's paint is the frame after its decode (a task queued
 * from that frame's animation callback runs once it is drawn). One script per task: starting a
 * script's request costs the main thread up to a few milliseconds, and three in one task made a task
 * Lighthouse's simulation counts (10 ms or more at 1×) in 4 of 9 traces of home. The tags are read
 * by index from the static list `querySelectorAll` gives: spreading it into an array cost 4-18 ms in
 * those traces (docs/performance.md, "Phones"). In a hidden tab (opened in the background) nothing
 * is drawn and no frame comes: the scripts start at once, all in one task (a hidden tab's timers
 * wait), as hydration does there (client/afterPaint.ts).
 */
const LOADER = `(()=>{let s=0;const go=()=>{if(s)return;s=1;const l=document.querySelectorAll('script[${INERT}]');let i=0;const next=()=>{const t=l[i++];if(!t)return;const e=document.createElement('script');e.src=t.getAttribute('src');e.async=true;if(t.dataset.chunk)e.dataset.chunk=t.dataset.chunk;t.replaceWith(e);if(document.hidden)next();else if(l[i])setTimeout(next)};next()};const h=document.querySelector('img[fetchpriority="high"]');if(!h||document.hidden)return go();const drawn=()=>requestAnimationFrame(()=>setTimeout(go));const ready=()=>h.decode().then(drawn,drawn);if(h.complete)ready();else{h.addEventListener('load',ready);h.addEventListener('error',go)}setTimeout(go,${HERO_WAIT_MS})})()`;

/** `@loadable`'s async chunk script tags, inert, and the loader that starts them after the hero's paint. */
export function scriptsAfterHero(scriptTags: string, nonce: string): string {
  const inert = scriptTags.replace(/<script async (?=[^>]*\ssrc=)/g, `<script type="text/plain" ${INERT} `);
  return `${inert}<script nonce="${nonce}">${LOADER}</script>`;
}
