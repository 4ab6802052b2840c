/**
 * Partial hydration: a part of the page that keeps the server's HTML, untouched by React, until it is
 * needed (./gate.ts: touched, near the viewport for `visible` parts, any new render of it: a client
 * navigation, edit mode, new data). React 19's selective hydration does the rest: a Suspense boundary
 * whose content suspends while the page hydrates keeps its server HTML (dehydrated), and the rest of
 * the page hydrates without it; once the gate opens and the part's code has loaded, React hydrates
 * that boundary alone. Mounted later (a client navigation, the editor), a part renders at once.
 *
 * Every part hydrated this way leaves a performance mark `hydrated:<name>` (the browser tests count
 * them), and its wrapper names it in `data-later`.
 */
import { createContext, Suspense, use, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isHydrating } from '../hydration';
import { gate, untilHydrated, type Gate, type HydrateWhen } from './gate';

/** The performance mark of a part hydrated later: `hydrated:<name>`. */
export const HYDRATED_MARK = 'hydrated:';

/**
 * Inside a part React hydrates later: whether it is still hydrating the server's HTML. Parts nested
 * in it then wait in their turn (the page's own hydration has ended by then); mounted after it has
 * hydrated (new content), they render at once. Read once, at a component's first render, so a
 * mutable flag: no render of its consumers when it ends.
 */
const LateHydration = createContext<HydratingFlag | null>(null);

interface HydratingFlag {
  readonly hydrating: boolean;
  end(): void;
}

function hydratingFlag(): HydratingFlag {
  let hydrating = true;
  return {
    get hydrating() {
      return hydrating;
    },
    end: () => void (hydrating = false),
  };
}

/** Whether this component is rendered to hydrate the server's HTML (the page's or a later part's). */
export function useHydratingServerHtml(): boolean {
  const part = useContext(LateHydration);
  return part ? part.hydrating : isHydrating();
}

function Gated({ later, name, children }: { later: Gate; name: string; children: ReactNode }) {
  use(later.ready);
  const [part] = useState(hydratingFlag);
  // runs once React has hydrated the part's content
  useEffect(() => {
    part.end();
    performance.mark(`${HYDRATED_MARK}${name}`);
    later.markHydrated();
  }, [later, name, part]);
  return <LateHydration value={part}>{children}</LateHydration>;
}

/**
 * The gate of a part rendered into `element`, decided at its first render (null: hydrate now, unless
 * `defer` and the part is hydrating the server's HTML), and the content to render. Until the part
 * is hydrated its content stays the element of its first render, the one the server rendered: an
 * update that reached a dehydrated boundary outside a transition would make React drop the server's
 * HTML and render the part anew. A render with new content or at another location (new data, edit
 * mode, a client navigation) opens the gate instead, and the new content follows once the part is
 * hydrated; React holds a transition (a client navigation) that reaches the boundary until then.
 */
export function useLaterHydration(
  element: RefObject<HTMLElement | null>,
  when: HydrateWhen,
  load: () => Promise<unknown>,
  children: ReactNode,
  defer = true,
): { later: Gate | null; content: ReactNode } {
  const hydrating = useHydratingServerHtml();
  const [later] = useState<Gate | null>(() => (defer && hydrating ? gate(load) : null));
  const [first] = useState(children);
  const [hydrated, setHydrated] = useState(!later);
  // the router's location reaches every link in the part through its context, not its props
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (later && !hydrated && (children !== first || key !== firstKey)) later.open();
  const navigate = useNavigate();
  useEffect(() => {
    if (!later) return;
    let current = true;
    void later.hydrated.then(() => current && setHydrated(true));
    const stop = element.current ? untilHydrated(element.current, later, (href) => void navigate(href), when) : undefined;
    return () => {
      current = false;
      stop?.();
    };
  }, [later, navigate, when, element]);
  return { later, content: hydrated ? children : first };
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

const loadNothing = () => Promise.resolve();

interface HydrateLaterProps {
  /** the part's name: its mark `hydrated:<name>` and its wrapper's `data-later` */
  name: string;
  when: HydrateWhen;
  /** loads the part's code before it hydrates (a loadable's `load`) */
  load?: () => Promise<unknown>;
  children: ReactNode;
}

/** A part of the page hydrated when needed, in a wrapper without a box (`display: contents`). */
export function HydrateLater({ name, when, load = loadNothing, children }: HydrateLaterProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { later, content } = useLaterHydration(wrapper, when, load, children);
  return (
    <div ref={wrapper} style={CONTENTS} data-later={name}>
      <LaterPart later={later} name={name}>
        {content}
      </LaterPart>
    </div>
  );
}
