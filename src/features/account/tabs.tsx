// Tabs (WAI-ARIA tabs pattern): arrow keys move between them; a tab's id in the address (#pills-…)
// selects it, so a link can open a page at the tab it means, also when the page is already open.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import * as styles from './account.css.ts';

export interface TabSpec {
  /** The hash that selects it, without '#'. */
  id: string;
  label: string;
  render: () => ReactNode;
}

const currentHash = () => window.location.hash.slice(1);

export function Tabs({ tabs, label }: { tabs: readonly TabSpec[]; label: string }) {
  // The address is the one place the choice lives: a click writes it, a link or Back changes it.
  const hash = useLocationProperty(currentHash, () => '');
  const selected = tabs.some((t) => t.id === hash) ? hash : tabs[0]!.id;
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function choose(id: string, focus = false) {
    window.history.replaceState(window.history.state, '', `#${id}`);
    if (focus) refs.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    choose(tabs[(index + step + tabs.length) % tabs.length]!.id, true);
  }

  const current = tabs.find((t) => t.id === selected) ?? tabs[0]!;
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}-tab`} tabIndex={0}>
        {current.render()}
      </div>
    </>
  );
}
