// What a visitor typed into a prerendered page's fields before its code arrived. The fields a form
// controls (react-final-form) are given their values again by hydration, which would drop that text:
// src/main.tsx notes it just before hydrating, and the form takes it back once it is live.
const typed = new Map<string, string>();

/** Notes the value of every named field inside `root` that holds text. */
export function noteTyped(root: ParentNode): void {
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]'))) {
    if (field.value && field.type !== 'password' && field.type !== 'hidden') typed.set(field.name, field.value);
  }
}

/** The noted values of `names` (once: they are forgotten as they are taken). */
export function takeTyped(names: readonly string[]): Record<string, string> {
  const taken: Record<string, string> = {};
  for (const name of names) {
    const value = typed.get(name);
    if (value === undefined) continue;
    taken[name] = value;
    typed.delete(name);
  }
  return taken;
}
