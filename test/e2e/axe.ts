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
 * Runs axe on the page (or on `include`) and answers its violations, one line per node.
 * `frames: false` leaves the content of iframes out (the frame element itself is still checked): axe
 * asks each frame by message and waits for an answer, which a frame that reloads (the editor's
 * device preview) can hold up past the DevTools protocol's timeout.
 */
export async function runAxe(page: Page, include?: string, { frames = true }: { frames?: boolean } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
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
