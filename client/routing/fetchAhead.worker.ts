/**
 * Fetches the files it is sent (a route's script and style sheet, ./routeAssets.ts) into the
 * browser's HTTP cache, off the main thread: a `<link rel="prefetch">` added to the page cost the
 * main thread 1-7 ms per file at 1× to start its request (Blink's resource fetcher), 25-30 ms on the
 * concerts page, several long tasks at a phone's CPU. The files are immutable and cached for a year,
 * so the script or style sheet a later navigation adds is answered from the cache. Read whole, or
 * the cache would not keep them; a failure (offline, an old deploy's file gone) is left to that
 * navigation, which loads the file itself.
 */
addEventListener('message', (event: MessageEvent<string[]>) => {
  for (const url of event.data) {
    void fetch(url, { priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
});
