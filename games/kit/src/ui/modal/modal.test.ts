// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deepActiveElement } from './deep-focus';
import { RgsModal } from './modal';
import type { ModalCloseEvent } from './modal-close-event';

interface Page {
  opener: HTMLButtonElement;
  modal: RgsModal;
  inside: HTMLButtonElement;
  closes: string[];
}

/** An opener button and a modal with a paragraph and a button, the opener focused as a player would leave it. */
async function mount(props: Partial<Pick<RgsModal, 'label' | 'lang'>> = { label: 'Dice rules' }, content = '<p>Roll under.</p><button id="inside">Got it</button>'): Promise<Page> {
  document.body.innerHTML = `<button id="opener">Rules</button><rgs-modal>${content}</rgs-modal>`;
  const opener = document.querySelector<HTMLButtonElement>('#opener')!;
  const modal = document.querySelector('rgs-modal')!;
  Object.assign(modal, props);
  const closes: string[] = [];
  modal.addEventListener('rgs-modal-close', (event: ModalCloseEvent) => closes.push(event.reason));
  await modal.updateComplete;
  opener.focus();
  return { opener, modal, inside: document.querySelector<HTMLButtonElement>('#inside')!, closes };
}

async function open(modal: RgsModal): Promise<HTMLDialogElement> {
  modal.open = true;
  await modal.updateComplete;
  return modal.dialog!;
}

const part = (modal: RgsModal, name: string) => modal.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const key = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};
/** A press and release at a point, on a target (the dialog itself when the point is on the backdrop). */
const press = (target: EventTarget, x: number, y: number) => {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, clientX: x, clientY: y }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
};
/** Places the dialog's box at 100,100–300,300 on screen. */
const placeBox = (dialog: HTMLDialogElement) =>
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 100, right: 300, bottom: 300, width: 200, height: 200, x: 100, y: 100 } as DOMRect);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<rgs-modal> on the native showModal', () => {
  it('opens as a modal dialog named by its label, reflects open, and focuses its scrolling body', async () => {
    const { modal } = await mount();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = await open(modal);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(modal.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Dice rules');
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
    expect(part(modal, 'heading')!.textContent!.trim()).toBe('Dice rules');
    expect(dialog.classList.contains('fallback')).toBe(false);
    expect(part(modal, 'backdrop')).toBeNull();
    expect(deepActiveElement()).toBe(part(modal, 'body'));
  });

  it('is named by its heading slot when it has no label', async () => {
    const { modal } = await mount({}, '<h2 slot="heading">Mines rules</h2><p>Avoid the mines.</p>');
    const dialog = await open(modal);
    expect(dialog.hasAttribute('aria-label')).toBe(false);
    expect(dialog.getAttribute('aria-labelledby')).toBe('heading');
    const heading = modal.shadowRoot!.getElementById('heading')!;
    expect(heading.querySelector<HTMLSlotElement>('slot[name="heading"]')!.assignedElements()[0]!.textContent).toBe('Mines rules');
  });

  it('gives focus first to slotted content marked autofocus', async () => {
    const { modal } = await mount({ label: 'Autobet' }, '<p>Sure?</p><button id="inside" autofocus>Start</button>');
    await open(modal);
    expect(document.activeElement).toBe(document.querySelector('#inside'));
  });

  it.each([
    ['en', 'Close'],
    ['pt', 'Fechar'],
    ['es', 'Cerrar'],
    ['fr', 'Close'],
  ])('labels its close button in %s', async (lang, name) => {
    const { modal } = await mount({ label: 'Rules', lang });
    expect(part(modal, 'close')!.getAttribute('aria-label')).toBe(name);
  });

  it('closes on Esc, keeps the key from the game underneath and returns focus to the opener', async () => {
    const { modal, opener, inside, closes } = await mount();
    const dialog = await open(modal);
    const gameKeys: string[] = [];
    document.body.addEventListener('keydown', (event) => gameKeys.push(event.key));
    inside.focus();
    const event = key(inside, 'Escape');
    await modal.updateComplete;
    expect(event.defaultPrevented).toBe(true);
    expect(gameKeys).toEqual([]);
    expect(dialog.open).toBe(false);
    expect(modal.open).toBe(false);
    expect(modal.hasAttribute('open')).toBe(false);
    expect(closes).toEqual(['escape']);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves an Esc that content inside already handled (a nested popover closing) alone', async () => {
    const { modal, inside, closes } = await mount();
    const dialog = await open(modal);
    inside.addEventListener('keydown', (event) => event.preventDefault());
    key(inside, 'Escape');
    expect(dialog.open).toBe(true);
    expect(closes).toEqual([]);
  });

  it('closes on a click on the backdrop, but not on a click in the box or a drag that ends outside it', async () => {
    const { modal, opener, closes } = await mount();
    const dialog = await open(modal);
    placeBox(dialog);
    press(part(modal, 'body')!, 150, 150);
    press(dialog, 200, 200); // the dialog's own box (its edge), not the backdrop
    dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, clientX: 150, clientY: 150 }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 400, clientY: 150 }));
    expect(dialog.open).toBe(true);
    expect(closes).toEqual([]);
    press(dialog, 40, 500);
    await modal.updateComplete;
    expect(dialog.open).toBe(false);
    expect(closes).toEqual(['backdrop']);
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button, returning focus to the opener', async () => {
    const { modal, opener, closes } = await mount();
    const dialog = await open(modal);
    part(modal, 'close')!.click();
    await modal.updateComplete;
    expect(dialog.open).toBe(false);
    expect(closes).toEqual(['button']);
    expect(document.activeElement).toBe(opener);
  });

  it('follows a close the browser made itself (a close request), and a close by code', async () => {
    const { modal, opener, closes } = await mount();
    const dialog = await open(modal);
    dialog.close();
    await modal.updateComplete;
    expect(modal.open).toBe(false);
    expect(closes).toEqual(['escape']);
    expect(document.activeElement).toBe(opener);
    await open(modal);
    modal.open = false;
    await modal.updateComplete;
    expect(dialog.open).toBe(false);
    expect(closes).toEqual(['escape', 'api']);
    expect(document.activeElement).toBe(opener);
  });

  it('opens again after closing, and restores focus again', async () => {
    const { modal, opener, closes } = await mount();
    for (let round = 0; round < 2; round++) {
      const dialog = await open(modal);
      expect(dialog.open).toBe(true);
      modal.close('button');
      await modal.updateComplete;
      expect(document.activeElement).toBe(opener);
    }
    expect(closes).toEqual(['button', 'button']);
  });

  it('restores focus when its owner removes it while open', async () => {
    const { modal, opener } = await mount();
    await open(modal);
    expect(document.activeElement).toBe(modal);
    modal.remove();
    expect(document.activeElement).toBe(opener);
  });

  it('does not take focus back from outside when closed by code after the player moved on', async () => {
    const { modal, closes } = await mount();
    await open(modal);
    const elsewhere = document.createElement('input');
    document.body.appendChild(elsewhere);
    elsewhere.focus();
    modal.close();
    expect(document.activeElement).toBe(elsewhere);
    expect(closes).toEqual(['api']);
  });
});

describe('<rgs-modal> without showModal (the fallback)', () => {
  let showModal: PropertyDescriptor | undefined;
  beforeEach(() => {
    showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true, writable: true });
  });
  afterEach(() => {
    if (showModal) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal);
  });

  it('opens with the open attribute over its own backdrop, marked modal', async () => {
    const { modal } = await mount();
    const dialog = await open(modal);
    await modal.updateComplete;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.classList.contains('fallback')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(part(modal, 'backdrop')).not.toBeNull();
    expect(deepActiveElement()).toBe(part(modal, 'body'));
  });

  it('cycles Tab and Shift+Tab within: close button, body, then the content, and round again', async () => {
    const { modal, inside } = await mount();
    await open(modal);
    const close = part(modal, 'close')!;
    inside.focus();
    const forward = key(inside, 'Tab');
    expect(forward.defaultPrevented).toBe(true);
    expect(deepActiveElement()).toBe(close);
    const back = key(close, 'Tab', { shiftKey: true });
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(inside);
    // In the middle the browser moves focus itself.
    const body = part(modal, 'body')!;
    body.focus();
    expect(key(body, 'Tab').defaultPrevented).toBe(false);
    expect(key(body, 'Tab', { shiftKey: true }).defaultPrevented).toBe(false);
  });

  it('brings focus that escapes to the page back inside', async () => {
    const { modal, opener } = await mount();
    await open(modal);
    opener.focus();
    expect(deepActiveElement()).toBe(part(modal, 'body'));
  });

  it('closes on its backdrop and on Esc, restoring focus and dropping the backdrop and the trap', async () => {
    const { modal, opener, closes } = await mount();
    const dialog = await open(modal);
    await modal.updateComplete;
    part(modal, 'backdrop')!.click();
    await modal.updateComplete;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(part(modal, 'backdrop')).toBeNull();
    expect(document.activeElement).toBe(opener);
    const elsewhere = document.createElement('input');
    document.body.appendChild(elsewhere);
    elsewhere.focus();
    expect(document.activeElement).toBe(elsewhere); // the trap is gone with the modal
    opener.focus();
    await open(modal);
    key(part(modal, 'body')!, 'Escape');
    await modal.updateComplete;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(closes).toEqual(['backdrop', 'escape']);
    expect(document.activeElement).toBe(opener);
  });
});
