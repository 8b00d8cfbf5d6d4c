import { html, nothing, svg, type TemplateResult } from 'lit';
import { KICKS, ZONES, ZONE_COLUMNS } from '../pitch';

/** How one of the 10 kicks stands. `untaken`: the round ended before it (its keeper is shown all the same). */
export type KickStatus = 'goal' | 'saved' | 'next' | 'later' | 'untaken';

/** One kick of the strip: how it stands, the zones the keeper covers on it (when known) and where it was aimed. */
export interface KickSlot {
  readonly status: KickStatus;
  readonly keeper: readonly number[] | null;
  readonly zone: number | null;
  /** The multiplier a goal on this kick makes (the cashout after it). */
  readonly multiplier: string;
}

/**
 * The 10 kicks of a round: those taken with their result, the next one and those to come with what
 * a goal would make the multiplier; once the round is over, the kicks it never reached with the
 * keeper's zones on them. `keeper` is the round's outcome (known once it is closed) or null.
 */
export function kickSlots(
  kicks: readonly { readonly zone: number; readonly keeper: readonly number[]; readonly goal: boolean }[],
  keeper: readonly (readonly number[])[] | null,
  open: boolean,
  multipliers: readonly string[],
): KickSlot[] {
  return Array.from({ length: KICKS }, (_, i): KickSlot => {
    const multiplier = multipliers[i + 1]!;
    const kick = kicks[i];
    if (kick) return { status: kick.goal ? 'goal' : 'saved', keeper: kick.keeper, zone: kick.zone, multiplier };
    if (keeper && !open) return { status: 'untaken', keeper: keeper[i] ?? null, zone: null, multiplier };
    return { status: i === kicks.length && open ? 'next' : 'later', keeper: null, zone: null, multiplier };
  });
}

/** A goal of 3 × 2 cells, 24 × 16: the keeper's zones filled, the shot a dot in its result's colour. */
function miniGoal(slot: KickSlot): TemplateResult {
  const cells = Array.from({ length: ZONES }, (_, zone) => {
    const x = 1 + (zone % ZONE_COLUMNS) * 7.5;
    const y = 1 + Math.floor(zone / ZONE_COLUMNS) * 7;
    const covered = slot.keeper?.includes(zone) ?? false;
    return svg`<rect class=${covered ? 'cell covered' : 'cell'} x=${x} y=${y} width="7" height="6.5" rx="1" />
      ${slot.zone === zone ? svg`<circle class="shot" cx=${x + 3.5} cy=${y + 3.25} r="2.3" />` : null}`;
  });
  return html`<svg class="mini" viewBox="0 0 24.5 16" aria-hidden="true" focusable="false">${cells}</svg>`;
}

/** What the strip needs from the page: words and the multiplier's two forms. */
export interface StripWords {
  readonly label: string;
  /** The kick's full description for screen readers. */
  readonly describe: (slot: KickSlot, index: number) => string;
  /** The short multiplier shown under a kick ("1.485×", "58.45K×"). */
  readonly short: (multiplier: string) => string;
}

/** The strip of kicks under the goal, one list item each. */
export function renderKickStrip(slots: readonly KickSlot[], words: StripWords): TemplateResult {
  return html`<ol class="kicks" aria-label=${words.label}>
    ${slots.map(
      (slot, i) => html`<li class="kick ${slot.status}" aria-current=${slot.status === 'next' ? 'step' : nothing}>
        <span class="n" aria-hidden="true">${i + 1}</span>
        ${slot.keeper ? miniGoal(slot) : html`<span class="pending" aria-hidden="true"></span>`}
        <span class="x" aria-hidden="true">${words.short(slot.multiplier)}</span>
        <span class="sr">${words.describe(slot, i)}</span>
      </li>`,
    )}
  </ol>`;
}
