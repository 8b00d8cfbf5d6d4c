import { RecentResults } from './recent-results.component';

export * from './recent-results.component';

if (!customElements.get('rgs-recent-results')) customElements.define('rgs-recent-results', RecentResults);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-recent-results': RecentResults;
  }
}
