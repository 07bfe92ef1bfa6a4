// An accessible carousel (the WAI-ARIA pattern): rotation control first, then previous and next,
// every slide rendered in one grid cell so the height never changes between slides. This is its
// markup, as the build prerenders it; carousel-dom.ts drives it, on the landing page's kept HTML as on
// a carousel rendered here after a move (the effect below).
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './carousel.css.ts';
import { attachCarousel } from './carousel-dom.ts';

interface CarouselProps<T extends { id: number }> {
  /** Names the region, e.g. 'Customer testimonials'. */
  label: string;
  /** One item, e.g. 'testimonial'; the controls are named after it ('Next testimonial'). */
  itemName: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}

export function Carousel<T extends { id: number }>({ label, itemName, items, render }: CarouselProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  // In the kept HTML of a cold load this component never runs: the page attaches the same code.
  useEffect(() => (root.current ? attachCarousel(root.current) : undefined), []);
  // The buttons are disabled until carousel-dom.ts has attached: pressed earlier, they would do nothing.
  return (
    <div ref={root} role="region" aria-roledescription="carousel" aria-label={label} data-item={itemName} className={styles.root}>
      <div className={styles.controls}>
        <button type="button" data-carousel="rotation" className={styles.control} disabled aria-label={`Pause ${itemName}s`}>
          Pause
        </button>
        <button type="button" data-carousel="previous" className={styles.control} disabled aria-label={`Previous ${itemName}`}>
          <span aria-hidden="true">←</span>
        </button>
        <span data-carousel="position" className={styles.position} aria-hidden="true">
          {`1 / ${items.length}`}
        </span>
        <button type="button" data-carousel="next" className={styles.control} disabled aria-label={`Next ${itemName}`}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div data-carousel="track" className={styles.track} aria-live="off">
        {items.map((item, i) => (
          <div key={item.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`} className={i === 0 ? styles.slide : styles.hidden}>
            {render(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
