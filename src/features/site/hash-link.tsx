// HashLink: a link within the public site to an anchor on a public page, moving within the client on a
// click; the pages load lazily, so the browser cannot find the anchor itself after a
// client-side move: the page that holds it scrolls there once it has rendered.
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

type HashLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A click on a link to another page of the client: a move within it, as a wouter Link does, unless the
 * link opens elsewhere (a new tab, a download, another site, a modifier key) or only scrolls this page.
 */
function followLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void, path: string) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
  if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  const href = link.getAttribute('href') ?? '';
  // Only an address on this origin written as a path; the same page with an anchor is the browser's to scroll.
  if (!href.startsWith('/') || (href.includes('#') && href.split('#')[0] === path)) return;
  event.preventDefault();
  navigate(href);
}

export function HashLink({ href, ...rest }: HashLinkProps) {
  const [path, navigate] = useLocation();
  return <a {...rest} href={href} onClick={(e) => followLink(e, navigate, path)} />;
}

/** Scrolls to the URL's anchor once the calling component (which renders the anchor) has mounted. */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
