// A carousel's behaviour, on its markup (carousel.tsx), so the same code drives the landing page's HTML
// kept from the build (src/features/site/static-page.tsx) and a carousel React rendered after a move:
// one item at a time, looping autoplay that pauses while hovered or focused, a rotation control that
// stops it, and no autoplay at all for visitors who ask for reduced motion (until they press Play).
import * as styles from './carousel.css.ts';

export const CAROUSEL_INTERVAL_MS = 5000;
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Where the markup marks its parts: data-carousel="rotation" | "previous" | "next" | "position" | "track". */
const part = <E extends Element>(root: Element, name: string) => root.querySelector<E>(`[data-carousel="${name}"]`);

/** Starts one carousel (an element with aria-roledescription="carousel"); returns what stops it. */
export function attachCarousel(root: HTMLElement, intervalMs = CAROUSEL_INTERVAL_MS): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const rotation = part<HTMLButtonElement>(root, 'rotation');
  const previous = part<HTMLButtonElement>(root, 'previous');
  const next = part<HTMLButtonElement>(root, 'next');
  const position = part<HTMLElement>(root, 'position');
  const track = part<HTMLElement>(root, 'track');
  const itemName = root.dataset.item ?? 'item';
  const count = slides.length;
  const reducedMotion = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;

  let index = 0;
  // Until the visitor presses the rotation control, the preference decides.
  let stoppedByHand: boolean | null = null;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timed = '';

  const stopped = () => stoppedByHand ?? reducedMotion?.matches ?? false;
  const update = () => {
    const playing = !stopped() && !hovered && !focused && count > 1;
    slides.forEach((slide, i) => (slide.className = i === index ? styles.slide : styles.hidden));
    if (position) position.textContent = `${index + 1} / ${count}`;
    if (rotation) {
      const action = stopped() ? 'Play' : 'Pause';
      rotation.textContent = action;
      rotation.setAttribute('aria-label', `${action} ${itemName}s`);
    }
    track?.setAttribute('aria-live', playing ? 'off' : 'polite');
    // Restarted on every move, so a slide chosen by hand gets its full time too; left running otherwise.
    const now = playing ? `playing ${index}` : '';
    if (now === timed) return;
    timed = now;
    clearTimeout(timer);
    if (playing) timer = setTimeout(() => go(1), intervalMs);
  };
  const go = (step: number) => {
    index = (index + step + count) % count;
    update();
  };

  const click = (e: Event) => {
    const control = e.target instanceof Element ? e.target.closest('button[data-carousel]') : null;
    const name = control instanceof HTMLElement ? control.dataset.carousel : undefined;
    if (name === 'rotation') {
      stoppedByHand = !stopped();
      update();
    } else if (name === 'previous') go(-1);
    else if (name === 'next') go(1);
  };
  const listeners: [EventTarget, string, EventListener][] = [
    [root, 'click', click],
    [root, 'mouseenter', () => ((hovered = true), update())],
    [root, 'mouseleave', () => ((hovered = false), update())],
    // Focus on the rotation control does not pause, or pressing Play could never resume.
    [root, 'focusin', (e) => ((focused = !(e.target instanceof HTMLElement && e.target.dataset.carousel === 'rotation')), update())],
    [root, 'focusout', (e) => void (root.contains((e as FocusEvent).relatedTarget as Node | null) || ((focused = false), update()))],
  ];
  if (reducedMotion) listeners.push([reducedMotion, 'change', update]);
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  // The markup leaves the buttons disabled: pressed before this ran, they would have done nothing.
  for (const button of [rotation, previous, next]) if (button) button.disabled = false;
  update();

  return () => {
    clearTimeout(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/** Starts every carousel inside `root`; returns what stops them all. */
export function attachCarousels(root: ParentNode): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')].map((carousel) => attachCarousel(carousel));
  return () => stops.forEach((stop) => stop());
}
