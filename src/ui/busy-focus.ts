// A button is disabled while its action runs, so a double click never sends twice. But the browser moves
// focus off a disabled element to the page itself, so when the action fails and the button comes back,
// a keyboard or screen-reader user has lost their place. This puts focus back on the button when it is
// enabled again, unless focus has gone somewhere else meanwhile. The entry (main.tsx) starts it once.
export function keepFocusThroughBusyButtons(doc = document) {
  let busy: Node | null = null;
  new MutationObserver((changes) => {
    for (const { target } of changes) {
      // The observer runs straight after the change, before the browser moves focus off the button.
      if ((target as HTMLButtonElement).disabled) busy = doc.activeElement === target ? target : busy;
      else if (target === busy) {
        busy = null;
        if (doc.activeElement === doc.body) (target as HTMLButtonElement).focus();
      }
    }
  }).observe(doc, { subtree: true, attributeFilter: ['disabled'] });
}
