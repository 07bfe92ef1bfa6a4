// A public page whose content is the same for every visitor (About Us, the FAQ, the Terms, the Privacy
// Policy). On a cold load the build's HTML already holds it, so React keeps that HTML as it arrived (an
// empty dangerouslySetInnerHTML, which it neither compares nor writes while hydrating, as for an auth
// screen's shell: src/routes/prerendered-part.tsx) and the page's module is never fetched: its text does
// not travel twice, once as HTML and once as JS. A visitor who comes from another page gets the same
// markup rendered from that module, loaded then. What the content does on a click (the FAQ's answers
// opening) is done here, on the DOM, so it works the same either way.
import { lazy, useState, type ComponentType, type MouseEvent } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import * as styles from './static-page.css.ts';
import { useTitle } from './use-title.ts';

const keep = { __html: '' };

/** Set by the build's render (src/prerender.tsx) while it runs: then a page renders its content, for the HTML. */
export const building = { now: false };

interface Options {
  /** Handles a click inside the content (the content has no handlers of its own). */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}

export function staticPage(title: string, load: () => Promise<{ default: ComponentType }>, { onClick }: Options = {}) {
  const Content = lazy(load);
  return function StaticPage() {
    useTitle(title);
    const hydrated = useHydrated();
    // Decided when the page mounts: while React hydrates the build's HTML, the content is that HTML; in
    // the build's render and on any later visit, the module.
    const [fromHtml] = useState(() => !building.now && !hydrated);
    return fromHtml ? (
      <div className={styles.part} onClick={onClick} dangerouslySetInnerHTML={keep} suppressHydrationWarning />
    ) : (
      <div className={styles.part} onClick={onClick}>
        <Content />
      </div>
    );
  };
}
