// Links to an anchor on a public page. The pages load lazily, so the browser cannot find the anchor
// itself after a client-side move: the page that holds it scrolls there once it has rendered.
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

type HashLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function HashLink({ href, ...rest }: HashLinkProps) {
  const [path, navigate] = useLocation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Same page, or a new tab or window: the browser's own handling is right.
    if (href.split('#')[0] === path || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={onClick} />;
}

/** Scrolls to the URL's anchor once the calling component (which renders the anchor) has mounted. */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
