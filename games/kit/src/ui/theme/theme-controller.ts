import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PALETTE_PROPERTIES, themePalette, type ThemeColors, type ThemePalette } from './theme-palette';

/** The custom properties the page (or the SDK's host element) themes a game with. */
export const THEME_INPUTS: Readonly<Record<keyof ThemeColors, string>> = Object.freeze({
  bg: '--rgs-bg',
  bgLight: '--rgs-bg-light',
  accent: '--rgs-accent',
});

/** Reads one custom property as the element sees it (inherited from `:root` or set on the element). */
export type ReadProperty = (element: HTMLElement, name: string) => string;

const computedProperty: ReadProperty = (element, name) => getComputedStyle(element).getPropertyValue(name);

/**
 * Keeps its host readable on the operator's theme: on connect, and whenever `refresh()` is called, it
 * reads `--rgs-bg`, `--rgs-bg-light` and `--rgs-accent` as the host sees them and writes the
 * `themePalette` (`--rgs-text`, `--rgs-border`, `--rgs-on-accent`…) as custom properties on the
 * host, where its shadow root and its children inherit them. It never writes the three inputs, so a
 * later refresh still reads the page's colours. The host re-renders only when the palette changed.
 */
export class ThemeController implements ReactiveController {
  private current: ThemePalette | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly read: ReadProperty = computedProperty,
  ) {
    host.addController(this);
  }

  /** The palette last written (computed on first read when the host is not connected yet). */
  get palette(): ThemePalette {
    return this.current ?? this.compute();
  }

  hostConnected(): void {
    this.refresh();
  }

  /** Reads the theme again (after the page or the SDK changed it) and rewrites the palette; returns it. */
  refresh(): ThemePalette {
    const next = this.compute();
    const changed = this.current === null || PALETTE_PROPERTIES.some((name) => next[name] !== this.current![name]);
    if (changed) {
      for (const name of PALETTE_PROPERTIES) this.host.style.setProperty(name, next[name]);
      this.current = next;
      this.host.requestUpdate();
    }
    return this.current!;
  }

  private compute(): ThemePalette {
    const value = (key: keyof ThemeColors) => this.read(this.host, THEME_INPUTS[key]).trim();
    return themePalette({ bg: value('bg'), bgLight: value('bgLight'), accent: value('accent') });
  }
}
