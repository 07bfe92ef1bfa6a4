// Never a blank page: a screen that fails to render, or whose code fails to load, is replaced by a
// message and a way on. A chunk that did not arrive (a flaky network, a deploy that replaced the
// files) offers Reload, which keeps the URL (and the drafts, in sessionStorage); a render error
// offers a way home and is logged.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/** Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload adds its own. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export const isChunkFailure = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`);

export const CHUNK_FAILED_TITLE = 'This page could not load';
export const CHUNK_FAILED_TEXT = 'Check your connection and reload. What you typed is kept.';
export const RENDER_FAILED_TITLE = 'Something went wrong';
export const RENDER_FAILED_TEXT = 'This screen ran into a problem. Your money is safe.';

interface BoundaryProps {
  children: ReactNode;
  /** Where "a way home" leads: the area's own start page. */
  home: { href: string; label: string };
  /** The location: a change clears a caught error, so navigating away recovers. */
  location: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; location: string }> {
  override state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(isChunkFailure(error) ? 'A screen failed to load:' : 'A screen failed to render:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkFailure(error);
    return (
      <section role="alert">
        <h2>{chunk ? CHUNK_FAILED_TITLE : RENDER_FAILED_TITLE}</h2>
        <p>{chunk ? CHUNK_FAILED_TEXT : RENDER_FAILED_TEXT}</p>
        {chunk ? (
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        ) : (
          // A full load, so whatever state broke the screen is gone.
          <a href={this.props.home.href}>{this.props.home.label}</a>
        )}
      </section>
    );
  }
}

/** A class component (React catches render errors only in one), given the location by wouter's hook. */
export function ErrorBoundary({ children, home }: { children: ReactNode; home: BoundaryProps['home'] }) {
  const [location] = useLocation();
  return (
    <Boundary home={home} location={location}>
      {children}
    </Boundary>
  );
}
