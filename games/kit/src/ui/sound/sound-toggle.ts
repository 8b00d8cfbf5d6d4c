import { html, nothing, svg, type TemplateResult } from 'lit';
import type { SoundController } from './sound-controller';
import { soundStrings } from './sound-strings';

/**
 * The sound on/off button: a toggle button (aria-pressed) with a speaker icon that shows the state
 * too. `compact` (a toolbar's): the icon alone, the words kept as its accessible name and tooltip.
 */
export function renderSoundToggle(sound: SoundController, lang: string | null | undefined, options: { readonly compact?: boolean } = {}): TemplateResult {
  const on = sound.enabled;
  const name = soundStrings(lang).sound;
  const compact = options.compact ?? false;
  return html`<button type="button" class="rgs-sound-toggle" aria-pressed=${on ? 'true' : 'false'} aria-label=${compact ? name : nothing}
    title=${compact ? name : nothing} @click=${() => sound.toggle()}>
    <svg viewBox="0 0 20 16" width="20" height="16" aria-hidden="true" focusable="false">
      <path d="M2 5.5h3.5L10 2v12L5.5 10.5H2z" fill="currentColor" />
      ${on
        ? svg`<path d="M13 5a4 4 0 0 1 0 6M15.5 2.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />`
        : svg`<path d="M13 5.5l5 5M18 5.5l-5 5" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />`}
    </svg>
    ${compact ? nothing : html`<span>${name}</span>`}
  </button>`;
}
