import { RoundDetail } from './round-detail.component';

export * from './round-detail.component';

if (!customElements.get('rgs-round-detail')) customElements.define('rgs-round-detail', RoundDetail);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-round-detail': RoundDetail;
  }
}
