// A carousel's state: one item at a time, looping autoplay that pauses while hovered or focused,
// a rotation control that stops it, and no autoplay at all for visitors who ask for reduced motion.
// The preference is read as an external store: a prerendered page shows the control as the build
// rendered it (no preference known) while it hydrates, then the visitor's own, with no mismatch.
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

export const CAROUSEL_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => (typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null);
const subscribeToReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );

export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // Until the visitor presses the rotation control, the preference decides.
  const [stoppedByHand, setStopped] = useState<boolean | null>(null);
  const stopped = stoppedByHand ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!playing) return undefined;
    // Restarted on every move, so a slide chosen by hand gets its full time too.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, count, intervalMs]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return {
    index,
    playing,
    stopped,
    next: () => go(1),
    previous: () => go(-1),
    toggle: () => setStopped(!stopped),
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Focus on the rotation control does not pause, or pressing Play could never resume.
      onFocus: (e: FocusEvent<HTMLElement>) => setFocused(!e.target.dataset.rotation),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      },
    },
  };
}
