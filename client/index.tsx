/**
 * Browser entry: hydrate the server's HTML from the store snapshot, without fetching again.
 *
 * The app's code is evaluated in stages, a task each (issue 39): react-dom, the stores (with
 * mobx-state-tree), the components (with react-router), then the start (./startApp.tsx, with
 * i18next). All of it is in main.js (`webpackMode: "eager"`: no request of its own); evaluated at
 * once it was one task of 590-820 ms at a low-end phone's CPU, which no tap could interrupt and
 * which counted whole into the total blocking time beyond its first 50 ms.
 */
import { loadableReady } from '@loadable/component';
import { afterNextPaint } from './afterPaint';
import { nextTask } from './nextTask';
import './styles/fonts';

async function evaluateApp() {
  // main.js's own task ends with V8's compile of it and this file's start:
  // react-dom's evaluation, in the microtasks after it, made that one task of 12-20 ms at 1×
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './stores/RootStore');
  await nextTask();
  await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  return import(/* webpackMode: "eager" */ './startApp');
}

const app = evaluateApp();

// Hydration starts once the browser has painted the server's HTML: with main.js at hand early (a
// fast network, or from the cache on a return visit) the page's first paint would otherwise wait for
// creating the stores and hydrating (issue 30: the largest paint was held by main.js).
void loadableReady(() => afterNextPaint(() => void app.then(({ hydrate }) => hydrate())));
