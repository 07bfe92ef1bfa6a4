// An accessible carousel (the WAI-ARIA pattern): rotation control first, then previous and next,
// every slide rendered in one grid cell so the height never changes between slides. One item at a
// time, looping autoplay that pauses while hovered or focused from the keyboard, a rotation control that stops it, and
// no autoplay at all for visitors who ask for reduced motion (until they press Play). The controls are
// disabled until the page has hydrated: pressed earlier, they would do nothing.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import * as styles from './carousel.css.ts';

export const CAROUSEL_INTERVAL_MS = 5000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for reduced motion, following the setting as it changes (false in the build, or where it cannot be known). */
function useReducedMotion(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
  return useSyncExternalStore(
    (changed) => {
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => query?.matches ?? false,
    () => false,
  );
}

interface CarouselProps<T extends { id: number }> {
  /** Names the region, e.g. 'Customer testimonials'. */
  label: string;
  /** One item, e.g. 'testimonial'; the controls are named after it ('Next testimonial'). */
  itemName: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}

export function Carousel<T extends { id: number }>({ label, itemName, items, render }: CarouselProps<T>) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // Until the visitor presses the rotation control, the preference decides.
  const [stoppedByHand, setStoppedByHand] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const stopped = stoppedByHand ?? reducedMotion;
  const playing = hydrated && !stopped && !hovered && !focused && count > 1;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  // Restarted on every move, so a slide chosen by hand gets its full time too.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => go(1), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, index]);

  const action = stopped ? 'Play' : 'Pause';
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus pauses (a click leaves focus on the arrow it pressed, which must not hold the slides
      // once the pointer leaves). Focus on the rotation control does not, or pressing Play could never resume.
      onFocus={(e) => setFocused(!e.target.hasAttribute('data-rotation') && e.target.matches(':focus-visible'))}
      onBlur={(e) => void (e.currentTarget.contains(e.relatedTarget) || setFocused(false))}
    >
      <div className={styles.controls}>
        <button type="button" data-rotation className={styles.control} disabled={!hydrated} aria-label={`${action} ${itemName}s`} onClick={() => setStoppedByHand(!stopped)}>
          {action}
        </button>
        <button type="button" className={styles.control} disabled={!hydrated} aria-label={`Previous ${itemName}`} onClick={() => go(-1)}>
          <span aria-hidden="true">←</span>
        </button>
        <span className={styles.position} aria-hidden="true">
          {`${index + 1} / ${count}`}
        </span>
        <button type="button" className={styles.control} disabled={!hydrated} aria-label={`Next ${itemName}`} onClick={() => go(1)}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div key={item.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className={i === index ? styles.slide : styles.hidden}>
            {render(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
