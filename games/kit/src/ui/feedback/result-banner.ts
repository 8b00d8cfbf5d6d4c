import { RgsResultBanner } from './result-banner.component';

export * from './result-banner.component';

if (!customElements.get('rgs-result-banner')) customElements.define('rgs-result-banner', RgsResultBanner);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-result-banner': RgsResultBanner;
  }
}
