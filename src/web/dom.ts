/** A few DOM helpers: elements are built, never parsed from strings (names are user text). */
type Attrs = Readonly<Record<string, string | boolean | undefined>>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: readonly (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null) el.append(c);
  return el;
}

export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const el = document.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the page has no #${id} of the right kind`);
  return el;
}

/** Replace an element's children. */
export function fill(el: Element, ...children: readonly (Node | string | null)[]): void {
  el.replaceChildren(...children.filter((c): c is Node | string => c !== null));
}

export const percent = (p: number): string => `${(p * 100).toFixed(2)}%`;
