/** The game's control the keyboard was on before a move: Go, a lane, or neither. */
export type Place = 'go' | 'lane' | null;

/** Which of the game's controls has the keyboard now. */
export function focusedControl(root: ShadowRoot | null): Place {
  const active = root?.activeElement;
  if (active?.classList.contains('go')) return 'go';
  return active?.classList.contains('lane') ? 'lane' : null;
}

/**
 * After a move the keyboard stays where the next move is: on the new next lane while the round goes
 * on, or on the primary button (Bet) once the round is over and Go has gone.
 */
export async function keepFocus(host: HTMLElement & { readonly updateComplete: Promise<unknown> }, wasOn: Place, open: boolean, nextLane: number): Promise<void> {
  if (!wasOn) return;
  await host.updateComplete;
  const root = host.shadowRoot!;
  if (wasOn === 'lane' && open) root.querySelector<HTMLElement>(`[data-lane="${nextLane}"]`)?.focus();
  else if (wasOn === 'go' && !open) root.querySelector<HTMLElement>('button.play')?.focus();
}
