/**
 * axe-core in Chromium for the accessibility e2e tests (test/e2e/everyPageWalk.ts, a11y.test.ts).
 * axe's source is evaluated through the DevTools protocol (page.evaluate of the file's text), not
 * added as a <script>: the page's Content-Security-Policy stays exactly as visitors get it.
 */
import fs from 'node:fs';
import type { Page } from 'puppeteer';
import { TIMEOUT } from './editorSteps';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the German accessibility law (BFSG) asks for. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let source: string | undefined;
const axeSource = () => (source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
  summary: string;
}

/**
 * How long one axe run may take before it is asked again. A run takes 0.1–3 s; twice in CI
 * (sessions 37 and 69) one gave no answer until Puppeteer's protocol timeout (180 s), on a page that
 * answered everything before and after, and the file's later tests failed on the state that test
 * left behind.
 */
const AXE_PATIENCE = 60_000;
/** How long the page may take to say how it is, after a run gave no answer. */
const PAGE_PATIENCE = 10_000;

class NoAnswer extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  // the abandoned call still ends, at Puppeteer's protocol timeout: its rejection is not the test's
  promise.catch(() => undefined);
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

function axeRun(page: Page, include: string | undefined, frames: boolean): Promise<AxeFinding[]> {
  return page.evaluate(
    async (tags, context, iframes) => {
      type Result = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }).axe;
      const { violations } = await axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes });
      return violations.flatMap((v) =>
        v.nodes.map((node) => ({ rule: v.id, impact: v.impact, help: v.help, targets: node.target.map(String), summary: (node.failureSummary ?? '').split('\n').slice(0, 3).join(' ') })),
      );
    },
    AXE_TAGS,
    include ?? null,
    frames,
  );
}

/**
 * Runs axe on the page (or on `include`) and answers its violations, one line per node.
 * `frames: false` leaves the content of iframes out (the frame element itself is still checked): axe
 * asks each frame by message and waits for an answer, which a frame that reloads (the editor's
 * device preview) can hold up past the DevTools protocol's timeout.
 *
 * A run without an answer in AXE_PATIENCE is asked once more when the page still answers (what the
 * page said is printed, for the next person to find the cause); a page that does not answer fails
 * the test with what was asked.
 */
export async function runAxe(page: Page, include?: string, { frames = true }: { frames?: boolean } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  try {
    return await within(axeRun(page, include, frames), AXE_PATIENCE, `axe on ${include ?? 'the page'}`);
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    const state = await within(
      page.evaluate(() => {
        const axe = (window as unknown as { axe: { _running?: boolean } }).axe;
        const was = `${location.pathname}${location.search}, ${document.readyState}, ${document.visibilityState}, axe ${axe._running ? 'still running' : 'not running'}, ${document.querySelectorAll('iframe').length} iframes`;
        // the hung run holds axe's own lock ('Axe is already running'): released for the second ask
        axe._running = false;
        return was;
      }),
      PAGE_PATIENCE,
      `${error.message}; the page`,
    );
    console.warn(`${error.message} (${state}): asked again`);
    return within(axeRun(page, include, frames), AXE_PATIENCE, `axe on ${include ?? 'the page'}, asked again`);
  }
}

/** A readable line per finding, for a failing expectation's message. */
export const describeFindings = (where: string, findings: AxeFinding[]): string[] =>
  findings.map((f) => `${where}: ${f.rule} (${f.impact ?? '-'}) at ${f.targets.join(' ')}: ${f.summary}`);

/** Finite animations and transitions (page fade-in, the dialog sliding in) have ended: axe measures colours as they rest. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    { timeout: TIMEOUT },
  );
}

/** axe at that viewport once the page has settled, as lines for a failing expectation. */
export async function axeAt(page: Page, viewport: { width: number; height: number }, where: string, include?: string): Promise<string[]> {
  await page.setViewport(viewport);
  await settled(page);
  return describeFindings(`${where} @${viewport.width}`, await runAxe(page, include));
}

/** What has focus, as a short description ('BODY' when focus was lost). */
export const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'BODY' : `${el.tagName}${el.id ? `#${el.id}` : ''} ${el.textContent?.trim().slice(0, 40) ?? ''}`;
  });
