// A carousel's state: one item at a time, looping autoplay that pauses while hovered or focused,
// a rotation control that stops it, and no autoplay at all for visitors who ask for reduced motion.
import { useEffect, useState, type FocusEvent } from 'react';

export const CAROUSEL_INTERVAL_MS = 5000;

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(prefersReducedMotion);
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
    toggle: () => setStopped((s) => !s),
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
