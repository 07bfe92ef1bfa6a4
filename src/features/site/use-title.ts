// Names the browser tab after the page, so a screen reader announces where a visitor has arrived.
import { useEffect } from 'react';

export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Vibe Savings`;
  }, [title]);
}
