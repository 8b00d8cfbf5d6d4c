import { html, type TemplateResult } from 'lit';
import { DEFUSE_WIRES } from '../paytable';
import { hitBox } from './bomb-geometry';

/** How the wire buttons talk to their game. */
export interface WireButtonsOptions {
  /** The toolbar's name ("Wires") and the id of the note that says how many to mark. */
  readonly label: string;
  readonly describedBy: string;
  /** The one button in the tab order (roving focus). */
  readonly focus: number;
  /** Each wire's accessible name ("Cut wire 3, green, cut"). */
  readonly name: (wire: number) => string;
  /** Whether the wire is marked to cut (its pressed state). */
  readonly pressed: (wire: number) => boolean;
  /** Whether clicking it now marks or unmarks it. */
  readonly toggles: (wire: number) => boolean;
  readonly onToggle: (wire: number) => void;
  readonly onFocus: (wire: number) => void;
}

/** Where an arrow key moves the focus among the wires (stopping at the ends), or null for other keys. */
export function movedWire(key: string, from: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(DEFUSE_WIRES - 1, from + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, from - 1);
    case 'Home':
      return 0;
    case 'End':
      return DEFUSE_WIRES - 1;
    default:
      return null;
  }
}

/**
 * The ten wires as toggle buttons (aria-pressed) laid over their lanes of the art, each covering its
 * wire, terminal and number: a toolbar with one tab stop, the arrow keys moving between them.
 */
export function renderWireButtons(options: WireButtonsOptions): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const to = movedWire(event.key, options.focus);
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-wire="${to}"]`)?.focus();
  };
  return html`<div class="wires" role="toolbar" aria-label=${options.label} aria-describedby=${options.describedBy} @keydown=${onKey}>
    ${Array.from({ length: DEFUSE_WIRES }, (_, wire) => {
      const box = hitBox(wire);
      const toggles = options.toggles(wire);
      return html`<button type="button" class="wire ${toggles ? 'toggles' : ''}" data-wire=${wire}
        style=${`left:${box.left}%;top:${box.top}%;width:${box.width}%;height:${box.height}%`}
        tabindex=${wire === options.focus ? 0 : -1} aria-label=${options.name(wire)} aria-pressed=${options.pressed(wire) ? 'true' : 'false'}
        aria-disabled=${toggles ? 'false' : 'true'} aria-keyshortcuts=${String(wire)}
        @focus=${() => options.onFocus(wire)} @click=${() => toggles && options.onToggle(wire)}></button>`;
    })}
  </div>`;
}
