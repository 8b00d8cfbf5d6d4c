import type { ShellPanel } from './top-bar';

// What only some players open is fetched the first time they open it, in chunks of its own: a page
// carries none of it (decision 0018's budget), and a second opening costs nothing.

/** Registers `<rgs-modal>` and what a panel shows in it: the rules view, or `<rgs-fairness>` and `<rgs-history>`. */
export async function loadPanel(panel: ShellPanel): Promise<void> {
  await Promise.all([import('../modal/modal'), panel === 'rules' ? import('../modal/rules-view') : import('./player-panels')]);
}

/** The autobet controller's module, with `<rgs-autobet-panel>` registered. */
export async function loadAutobet(): Promise<typeof import('../autobet/autobet-controller')> {
  const [controller] = await Promise.all([import('../autobet/autobet-controller'), import('../autobet/autobet-panel')]);
  return controller;
}
