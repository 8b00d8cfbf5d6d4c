const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]';

/** The element that really has focus, looking through shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Whether nothing the player chose has focus (focus fell back to the page itself). */
export function focusIsLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || active === doc.documentElement;
}

/** The Tab stops inside an element, itself included, in document order (hidden and tabindex=-1 skipped). */
export function tabStopsWithin(root: Element): HTMLElement[] {
  const candidates = [root, ...root.querySelectorAll(FOCUSABLE)];
  return candidates.filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && el.matches(FOCUSABLE) && el.getAttribute('tabindex') !== '-1' && !el.closest('[hidden], [inert]'),
  );
}
