// A part of a public page that is the same for every visitor: the content of About Us, the FAQ, the
// Terms, the Privacy Policy and the landing page, and the footer under them all. On a cold load the
// build's HTML already holds it, so React keeps that HTML as it arrived (an empty
// dangerouslySetInnerHTML, which it neither compares nor writes while hydrating, as for an auth
// screen's shell: src/routes/prerendered-part.tsx) and the part's module is never fetched: its text does
// not travel twice, once as HTML and once as JS. A visitor who comes from another page gets the same
// markup rendered from that module, loaded then. What the part does (a link that moves within the
// site, an FAQ answer that opens, a carousel, the newsletter form) is done here, on the DOM, so it
// works the same either way.
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../../ui/page-loading.tsx';
import { prerenderedLazy } from '../../ui/prerendered-lazy.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { followLink } from './hash-link.tsx';
import * as styles from './static-page.css.ts';
import { useTitle } from './use-title.ts';

const keep = { __html: '' };

/** Set by the build's render (src/prerender.tsx) while it runs: then a part renders its content, for the HTML. */
export const building = { now: false };

interface Options {
  /** Handles a click inside the part (the content has no handlers of its own), before a link's own handling. */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  /** Handles a form's submit inside the part. */
  onSubmit?: (event: FormEvent<HTMLDivElement>) => void;
  /** Brings the kept HTML to life once React has hydrated around it (enables its controls); may return a cleanup. */
  onKept?: (root: HTMLElement) => void | (() => void);
  /** A part outside the page's own loading boundary (the footer) has its own, showing this while its module loads. */
  suspense?: ReactNode;
}

export function keptPart(load: () => Promise<{ default: ComponentType }>, { onClick, onSubmit, onKept, suspense }: Options = {}) {
  // The build's render waits for the module; a visit after a move loads it then (prerendered-lazy.tsx).
  const Content = prerenderedLazy(load, suspense === undefined ? <PageLoading /> : suspense);
  return function KeptPart() {
    const [path, navigate] = useLocation();
    const hydrated = useHydrated();
    const root = useRef<HTMLDivElement>(null);
    // Decided when the part mounts: while React hydrates the build's HTML, the content is that HTML; in
    // the build's render and on any later visit, the module.
    const [fromHtml] = useState(() => !building.now && !hydrated);
    useEffect(() => (fromHtml && root.current && onKept ? onKept(root.current) || undefined : undefined), [fromHtml]);
    const click = (event: MouseEvent<HTMLDivElement>) => {
      onClick?.(event);
      followLink(event, navigate, path);
    };
    return fromHtml ? (
      <div ref={root} className={styles.part} onClick={click} onSubmit={onSubmit} dangerouslySetInnerHTML={keep} suppressHydrationWarning />
    ) : (
      <div className={styles.part} onClick={click} onSubmit={onSubmit}>
        <Content />
      </div>
    );
  };
}

/** A whole page of fixed text, with its tab title. */
export function staticPage(title: string, load: () => Promise<{ default: ComponentType }>, options?: Options) {
  const Part = keptPart(load, options);
  return function StaticPage() {
    useTitle(title);
    return <Part />;
  };
}
