// A part of the page the build prerenders and the browser does not hydrate: a screen's shell (auth, /createpin),
// whose code ships only to the build. The build's render provides the part's HTML (src/prerender.tsx,
// one route at a time); in the browser nothing provides it, and the hydrating render gives the div an
// empty dangerouslySetInnerHTML, which React neither compares (suppressHydrationWarning) nor writes,
// so the prerendered HTML stays as it is until the screen replaces the part. The shell's stylesheet comes
// with this module, so every document that shows a shell links it.
import { createContext, useContext } from 'react';
import '../features/auth/auth-shell.css.ts';

export const PrerenderedHtml = createContext('');

export function PrerenderedPart() {
  const html = useContext(PrerenderedHtml);
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
