import { RgsModal } from './modal.component';

export * from './modal.component';

if (!customElements.get('rgs-modal')) customElements.define('rgs-modal', RgsModal);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-modal': RgsModal;
  }
}
