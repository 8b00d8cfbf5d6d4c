import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import '../hotkeys/hotkeys-help';
import type { HotkeyHelp } from '../hotkeys/hotkey';
import type { ShellStrings } from '../i18n';
import { renderSoundToggle } from '../sound/sound-toggle';
import type { SoundController } from '../sound/sound-controller';
import { fairnessIcon, fastIcon, fullscreenIcon, historyIcon, rulesIcon } from './icons';

/** The panels the top bar opens. */
export type ShellPanel = 'rules' | 'fairness' | 'history';

/** Everything the top bar shows. */
export interface TopBarView {
  readonly title: string;
  readonly logoUrl: string | null;
  /** The balance as shown (formatted, counting); null when the session hides it or none is known. */
  readonly balance: string | null;
  readonly strings: ShellStrings;
  readonly lang: string;
  /** Whether the session shows the rules. */
  readonly rules: boolean;
  /** Whether fairness and history can open (a session is live). */
  readonly live: boolean;
  /** Which panel is open, for its button's pressed look. */
  readonly panel: ShellPanel | null;
  readonly fast: boolean;
  /** 'none' where the page may not go full screen (a frame without `allow="fullscreen"`). */
  readonly fullscreen: 'none' | 'enter' | 'exit';
  readonly hotkeys: readonly HotkeyHelp[];
  readonly sound: SoundController;
}

/** What the top bar's buttons do. */
export interface TopBarHandlers {
  readonly open: (panel: ShellPanel) => void;
  readonly toggleFast: () => void;
  readonly toggleFullscreen: () => void;
}

/** An icon-only button: the name is its accessible name and its tooltip. */
function iconButton(name: string, icon: SVGTemplateResult, onClick: () => void, extra: { pressed?: boolean; dialog?: boolean; disabled?: boolean } = {}): TemplateResult {
  return html`<button type="button" class="icon" aria-label=${name} title=${name} ?disabled=${extra.disabled ?? false}
    aria-pressed=${extra.pressed === undefined ? nothing : extra.pressed ? 'true' : 'false'} aria-haspopup=${extra.dialog ? 'dialog' : nothing}
    @click=${onClick}><svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">${icon}</svg></button>`;
}

/**
 * The top bar: the operator's logo, the game's title and the balance, then the tools as icon buttons
 * (each 44 × 44 px, named for screen readers and in a tooltip): rules, fairness, my bets, keyboard
 * shortcuts, sound, fast mode and, where the page allows it, full screen.
 */
export function renderTopBar(view: TopBarView, handlers: TopBarHandlers): TemplateResult {
  const { strings: s } = view;
  return html`<header class="topbar" part="topbar">
    <div class="identity">
      ${view.logoUrl ? html`<img class="logo" src=${view.logoUrl} alt="" />` : nothing}
      <h1 class="title">${view.title}</h1>
    </div>
    ${view.balance !== null
      ? html`<p class="balance"><span class="balance-label">${s.balance}</span> <strong class="balance-amount">${view.balance}</strong></p>`
      : nothing}
    <div class="tools" role="group" aria-label=${s.gameOptions}>
      ${view.rules ? iconButton(s.rules, rulesIcon, () => handlers.open('rules'), { dialog: true }) : nothing}
      ${iconButton(s.fairness, fairnessIcon, () => handlers.open('fairness'), { dialog: true, disabled: !view.live })}
      ${iconButton(s.history, historyIcon, () => handlers.open('history'), { dialog: true, disabled: !view.live })}
      <rgs-hotkeys-help compact lang=${view.lang} .hotkeys=${view.hotkeys}></rgs-hotkeys-help>
      ${renderSoundToggle(view.sound, view.lang, { compact: true })}
      ${iconButton(s.fastMode, fastIcon, handlers.toggleFast, { pressed: view.fast })}
      ${view.fullscreen === 'none'
        ? nothing
        : iconButton(view.fullscreen === 'exit' ? s.exitFullscreen : s.fullscreen, fullscreenIcon(view.fullscreen === 'exit'), handlers.toggleFullscreen)}
    </div>
  </header>`;
}
