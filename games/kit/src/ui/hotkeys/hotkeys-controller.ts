import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isSpace, matchesKey, type Hotkey, type HotkeyHelp } from './hotkey';

/** Where the controller listens; tests pass their own window and say whether the game is framed. */
export interface HotkeysOptions {
  /** The window whose page-level key presses count while the game is framed (default: the global one). */
  readonly window?: Window;
  /** Whether the game has its frame to itself (default: it is in an iframe). */
  readonly framed?: boolean;
}

// Typing keys go to these, never to the game (Escape still does: it leaves the field's context).
const TEXT_ENTRY = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';
// These do something on Space and Enter themselves: a shortcut on the same press would act twice.
const ACTIVATES = 'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"]';
// A modal dialog owns the keyboard while it is open.
const MODAL = 'dialog, [role="dialog"], [role="alertdialog"]';

/**
 * A game's keyboard shortcuts. It hears keys pressed inside its host and, when the game has its
 * frame to itself, keys pressed with nothing focused (the player clicked the board's background);
 * never keys typed into a field, held-down Space repeats, presses with Ctrl / Alt / Meta, or presses
 * inside a dialog or already handled. A key whose binding is disabled passes through untouched, so
 * Space only stops the page from scrolling when it really placed a bet.
 */
export class HotkeysController implements ReactiveController {
  private bindings: Hotkey[];
  private readonly view: Window;
  /** Whether the game has its frame to itself (page-level keys count then); read when the host connects. */
  framed: boolean;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    bindings: readonly Hotkey[] = [],
    options: HotkeysOptions = {},
  ) {
    this.bindings = [...bindings];
    this.view = options.window ?? window;
    this.framed = options.framed ?? isFramed(this.view);
    host.addController(this);
  }

  /** Adds bindings (a game's own keys next to the shell's); returns a function that removes them. */
  add(...bindings: Hotkey[]): () => void {
    this.bindings.push(...bindings);
    this.host.requestUpdate();
    return () => {
      this.bindings = this.bindings.filter((binding) => !bindings.includes(binding));
      this.host.requestUpdate();
    };
  }

  /** The list a help popover shows: each key, what it does and whether it would do it now. */
  help(): HotkeyHelp[] {
    return this.bindings.map((binding) => ({ key: binding.key, label: binding.label, enabled: binding.enabled?.() ?? true }));
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onHostKey);
    if (this.framed) this.view.addEventListener('keydown', this.onPageKey);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onHostKey);
    this.view.removeEventListener('keydown', this.onPageKey);
  }

  private readonly onHostKey = (event: KeyboardEvent): void => this.handle(event);

  // Keys from inside the host reach the window retargeted to an element, so only the page's own
  // presses (nothing focused) get here: no key is handled twice.
  private readonly onPageKey = (event: KeyboardEvent): void => {
    const doc = this.view.document;
    if (event.target === doc.body || event.target === doc.documentElement || event.target === doc || event.target === this.view) this.handle(event);
  };

  private handle(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const path = event.composedPath().filter((node): node is Element => (node as Node).nodeType === 1);
    const target = path[0];
    if (target && event.key !== 'Escape' && target.matches(TEXT_ENTRY)) return;
    if (isSpace(event) && event.repeat) return;
    if (target && (isSpace(event) || event.key === 'Enter') && target.closest(ACTIVATES)) return;
    if (path.some((node) => node.matches(MODAL))) return;
    const binding = this.bindings.find((candidate) => matchesKey(candidate.key, event) && (candidate.enabled?.() ?? true));
    if (!binding) return;
    event.preventDefault();
    binding.run(event);
  }
}

/** Whether the game runs in a frame of its own (a cross-origin parent still compares fine). */
function isFramed(view: Window): boolean {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
}
