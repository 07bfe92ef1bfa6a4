// An accessible carousel (the WAI-ARIA pattern): rotation control first, then previous and next,
// every slide rendered in one grid cell so the height never changes between slides.
import type { ReactNode } from 'react';
import * as styles from './carousel.css.ts';
import { useCarousel } from './use-carousel.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

interface CarouselProps<T extends { id: number }> {
  /** Names the region, e.g. 'Customer testimonials'. */
  label: string;
  /** One item, e.g. 'testimonial'; the controls are named after it ('Next testimonial'). */
  itemName: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}

export function Carousel<T extends { id: number }>({ label, itemName, items, render }: CarouselProps<T>) {
  const c = useCarousel(items.length);
  // Prerendered: the buttons work once the page's code has hydrated them.
  const hydrated = useHydrated();
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={styles.root} {...c.rootProps}>
      <div className={styles.controls}>
        <button type="button" data-rotation="true" className={styles.control} disabled={!hydrated} aria-label={`${c.stopped ? 'Play' : 'Pause'} ${itemName}s`} onClick={c.toggle}>
          {c.stopped ? 'Play' : 'Pause'}
        </button>
        <button type="button" className={styles.control} disabled={!hydrated} aria-label={`Previous ${itemName}`} onClick={c.previous}>
          <span aria-hidden="true">←</span>
        </button>
        <span className={styles.position} aria-hidden="true">
          {c.index + 1} / {items.length}
        </span>
        <button type="button" className={styles.control} disabled={!hydrated} aria-label={`Next ${itemName}`} onClick={c.next}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className={styles.track} aria-live={c.playing ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            className={i === c.index ? styles.slide : styles.hidden}
          >
            {render(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
