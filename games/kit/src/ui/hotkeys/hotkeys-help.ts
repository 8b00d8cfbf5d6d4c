import { RgsHotkeysHelp } from './hotkeys-help.component';

export * from './hotkeys-help.component';

if (!customElements.get('rgs-hotkeys-help')) customElements.define('rgs-hotkeys-help', RgsHotkeysHelp);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-hotkeys-help': RgsHotkeysHelp;
  }
}
