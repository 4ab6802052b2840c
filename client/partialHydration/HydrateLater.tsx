/**
 * Partial hydration: a part of the page that keeps the server's HTML, untouched by React, until it is
 * needed (./gate.ts: touched, near the viewport for `visible` parts, new content: edit mode, new
 * data). React 19's selective hydration does the rest: a Suspense boundary whose content suspends
 * while the page hydrates keeps its server HTML (dehydrated), and the rest of the page hydrates
 * without it; once the gate opens and the part's code has loaded, React hydrates that boundary
 * alone. Mounted later (a client navigation, the editor), a part renders at once. A part the page
 * changed under before it hydrated (a client navigation, a language switch) is not hydrated but
 * rendered anew (useLaterHydration).
 *
 * Every part made live this way (hydrated, or rendered anew) leaves a performance mark
 * `hydrated:<name>` (the browser tests count them), and its wrapper names it in `data-later`. */
import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { gate, untilHydrated, type Gate, type HydrateWhen } from './gate';
import { HydratingPart } from './HydratingPart';
import { hydratingFlag, useHydratingServerHtml } from './hydratingFlag';

/** The performance mark of a part hydrated later: `hydrated:<name>`. */
export const HYDRATED_MARK = 'hydrated:';

/** A promise that never settles: a discarded part's content never hydrates. */
const NEVER = new Promise<never>(() => undefined);

function Gated({ later, name, children }: { later: Gate; name: string; children: ReactNode }) {
  // read at each attempt: the page may have changed since the gate opened
  use(later.discarded ? NEVER : later.ready);
  const [part] = useState(hydratingFlag);
  const hydrated = useCallback(() => {
    performance.mark(`${HYDRATED_MARK}${name}`);
    later.markHydrated();
  }, [later, name]);
  return (
    <HydratingPart part={part} onHydrated={hydrated}>
      {children}
    </HydratingPart>
  );
}

export interface LaterHydrationOptions {
  /** the part's name: its mark `hydrated:<name>` */
  name: string;
  when: HydrateWhen;
  /** loads the part's code (none: it is in the page's bundle) */
  load?: () => Promise<unknown>;
  /** false: hydrate now (the part is needed at once) */
  defer?: boolean;
  /**
   * A part of the site's frame, kept across client navigations: rendered anew as soon as the page
   * changed. Otherwise (a module of the page, which the next page replaces) only once it is needed
   * or gets new content.
   */
  frame?: boolean;
  /** what the content is made of, when its element is new at every render (default: the element) */
  input?: unknown;
}

export interface LaterHydration {
  later: Gate | null;
  content: ReactNode;
  /** the key of the part's boundary: a new one replaces the server's HTML by a new render */
  key: 'server' | 'client';
}

/**
 * The gate of a part rendered into `element`, decided at its first render (null: hydrate now, unless
 * `defer` and the part is hydrating the server's HTML), and the content to render.
 *
 * Until the part is hydrated its content stays the element of its first render, the one the server
 * rendered: an update that reached a dehydrated boundary outside a transition would make React drop
 * the server's HTML and render the part anew. New content (new data, edit mode) opens the gate: the
 * part hydrates as the server rendered it, then renders the new content.
 *
 * What the part renders depends on more than its props: the router's location (every link's active
 * state, the breadcrumbs' trail) and, once a client navigation has started, the store (the next
 * page's loaders) and the language. Hydrated after any of these changed, the part would render
 * something else than the server's HTML (React's hydration mismatch, error 418). So a change of the
 * location or the language before the part has hydrated discards its gate for good (it never
 * hydrates), and the part is rendered anew instead once its code has loaded: at once for a `frame`
 * part, else when it is needed (a touch, `visible`) or gets new content. Until then its server HTML
 * stays, as the visitor saw it.
 */
export function useLaterHydration(element: RefObject<HTMLElement | null>, children: ReactNode, options: LaterHydrationOptions): LaterHydration {
  const { name, when, load, defer = true, frame = false, input = children } = options;
  const hydrating = useHydratingServerHtml();
  const [later] = useState<Gate | null>(() => (defer && hydrating ? gate(load) : null));
  const [first] = useState(children);
  const [firstInput] = useState(input);
  const [hydrated, setHydrated] = useState(!later);
  // the router's location reaches every link in the part through its context, not its props
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const page = `${i18n.language} ${pathname}${search}`;
  const [firstPage] = useState(page);
  const pending = later !== null && !hydrated && !later.isHydrated;
  if (pending && page !== firstPage) later.discard();
  const discarded = pending && later.discarded;
  const changed = input !== firstInput;
  if (pending && !discarded && changed) later.open();
  // a discarded part: rendered anew once needed (or at once, `frame`), when its code has loaded
  const [needed, setNeeded] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const renew = discarded && (frame || changed || needed || later.opened);
  // once rendered anew, it stays so (the gate, discarded, would suspend it for good)
  const [renewed, setRenewed] = useState(false);
  const client = renewed || (renew && (loaded || later.loaded));
  if (client && !renewed) setRenewed(true);
  useEffect(() => {
    if (!renew || client) return;
    let current = true;
    void later.load().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [renew, client, later]);
  useEffect(() => {
    if (!client || !later || later.isHydrated) return;
    performance.mark(`${HYDRATED_MARK}${name}`);
    later.markHydrated();
  }, [client, later, name]);

  const navigate = useNavigate();
  useEffect(() => {
    if (!later) return;
    let current = true;
    void later.hydrated.then(() => current && setHydrated(true));
    const need = () => later.discarded && current && setNeeded(true);
    const stop = element.current ? untilHydrated(element.current, later, (href) => void navigate(href), when, need) : undefined;
    return () => {
      current = false;
      stop?.();
    };
  }, [later, navigate, when, element]);
  return { later: client ? null : later, content: client || hydrated ? children : first, key: client ? 'client' : 'server' };
}

/**
 * The Suspense boundary of a part: its content waits for `later` (when there is one). The same
 * element while its inputs are the same: a new one would be an update of the boundary (React
 * compares props by identity), which a dehydrated boundary must not get outside a transition.
 */
export function LaterPart({ later, name, children }: { later: Gate | null; name: string; children: ReactNode }) {
  return useMemo(() => <Suspense fallback={null}>{later ? <Gated later={later} name={name}>{children}</Gated> : children}</Suspense>, [later, name, children]);
}

/** A wrapper without a box of its own: the page's layout is the same with it as without it. */
const CONTENTS: CSSProperties = { display: 'contents' };

interface HydrateLaterProps {
  /** the part's name: its mark `hydrated:<name>` and its wrapper's `data-later` */
  name: string;
  when: HydrateWhen;
  /** loads the part's code before it hydrates (a loadable's `load`); none: it is in the page's bundle */
  load?: () => Promise<unknown>;
  /**
   * What the content is made of, when its element is new at every render of the parent: a new
   * value is new content, which hydrates the part (default: the element, so any render of the
   * parent counts as new content)
   */
  input?: unknown;
  children: ReactNode;
}

/** A part of the site's frame hydrated when needed, in a wrapper without a box (`display: contents`). */
export function HydrateLater({ name, when, load, input, children }: HydrateLaterProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { later, content, key } = useLaterHydration(wrapper, children, { name, when, load, frame: true, input });
  return (
    <div ref={wrapper} style={CONTENTS} data-later={name}>
      <LaterPart key={key} later={later} name={name}>
        {content}
      </LaterPart>
    </div>
  );
}
