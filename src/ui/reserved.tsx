// A part of a screen that loads on its own (useLoad): it keeps the room its `room` class gives it (a
// min-height from the screen's styles, as tall as the part when shown) while it loads, fails, is empty
// or shows its data, so nothing below it moves when it arrives. Each state fills the room: a skeleton
// while it loads, the failure with its retry, or what `children` makes of the data (one element).
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';
import * as styles from './reserved.css.ts';
import type { Load, LoadControls } from './use-load.ts';

interface ReservedProps<T> {
  load: Load<T> & Pick<LoadControls, 'reload'>;
  /** The class that gives the part its height, beside the screen's other styles. */
  room: string;
  /** What is loading, for its status line: 'your purses' reads "Loading your purses…". */
  what: string;
  children: (data: T) => ReactNode;
}

/** The loading state of a reserved part, also the fallback while its code arrives. */
export function Skeleton({ what }: { what: string }) {
  return (
    <p role="status" className={styles.loading}>
      Loading {what}…
    </p>
  );
}

export function Reserved<T>({ load, room, what, children }: ReservedProps<T>) {
  return (
    <div className={`${styles.root} ${room}`}>
      {load.status === 'loading' ? <Skeleton what={what} /> : load.status === 'failed' ? <LoadFailure error={load.error} onRetry={load.reload} /> : children(load.data)}
    </div>
  );
}
