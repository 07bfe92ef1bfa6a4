// A part of the page the build prerenders and the browser does not hydrate: an auth screen's shell,
// whose code ships only to the build. The build's render sets the part's HTML (src/prerender.tsx, one
// route at a time); in the browser it stays empty, and the hydrating render gives the div an empty
// dangerouslySetInnerHTML, which React neither compares (suppressHydrationWarning) nor writes, so the
// prerendered HTML stays as it is until the screen replaces the part. (Not a context: this is lighter,
// and every auth route's first paint is within bytes of its budget.)
export const prerenderedHtml = { __html: '' };

export const PrerenderedPart = () => <div dangerouslySetInnerHTML={prerenderedHtml} suppressHydrationWarning />;
