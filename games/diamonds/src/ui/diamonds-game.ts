import { GameShell, OutcomeAnimation, browserFrameClock, compareDecimal, fill, gameLanguage, localeOf, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
// The hands and the paytable, not the rules module: live players never download zod.
import { COLOUR_COUNT, GEM_COUNT, HANDS, handOf, matchingGems, type GemColour, type Hand } from '../hands';
import { DIAMONDS_PAYTABLE, HAND_COUNTS, SEQUENCES } from '../paytable';
import type { DiamondsState } from '../rules';
import { timesText } from '../format';
import { diamondsStrings } from '../strings';
import { BOARD_VIEWBOX, renderSlots, type SlotView } from './diamonds-board';
import { diamondsStyles } from './diamonds-game.styles';
import { GEM_DEFS } from './gem-art';
import { REVEAL_MS, drawProgress, gemPose, gemsShown, liftAt } from './gem-reveal';
import { renderHandPattern } from './hand-pattern';

/** A settled draw on the board: its gems appear one by one for `duration` ms, then the hand is told. */
interface ShownDraw {
  readonly round: PlayedRound;
  readonly gems: readonly GemColour[];
  readonly hand: Hand;
  readonly multiplier: string;
  readonly duration: number;
}

/** The state of a settled round as the board needs it; null when the round carries none it can draw. */
function drawOf(state: unknown): DiamondsState | null {
  const gems = (state as DiamondsState | null)?.gems;
  if (!Array.isArray(gems) || gems.length !== GEM_COUNT || !gems.every((g) => Number.isInteger(g) && g >= 0 && g < COLOUR_COUNT)) return null;
  const hand = handOf(gems);
  return { gems, hand, multiplier: (state as DiamondsState).multiplier ?? DIAMONDS_PAYTABLE[hand] };
}

/**
 * Diamonds: bet, and five gems are drawn onto five stone pedestals, each one of seven colours, each
 * colour with its own cut (heart, trillion, princess, emerald, round, pear, marquise) so the hand reads
 * without telling colours apart. The round pays by the hand they form, poker-like; the paytable beside
 * the pedestals marks the hand just drawn (aria-current). There is nothing to choose: Space bets.
 *
 * A settled draw plays for 1.5 s: the gems drop in one after another, each with a sparkle and a sound,
 * then the gems that make the hand lift and glow (375 ms in fast mode, at once with reduced motion).
 * The money has moved already; only the verdict (the shell's banner) waits for the draw to land.
 * Skip or Escape lands it at once; pressing Bet again lands the previous draw first.
 */
export class DiamondsGame extends GameShell {
  static override styles = [...GameShell.styles, diamondsStyles];

  protected readonly game = 'diamonds';
  protected readonly gameStrings = diamondsStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).diamondsGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).diamondsPlayerRules;
  }

  protected clock: FrameClock = browserFrameClock;
  /** Gems of the draw shown whose sound has played, so each sounds once. */
  private sounded = 0;
  /** The draw on the board: its gems appear, the hand lifts, then the round is told. */
  protected readonly draw = new OutcomeAnimation<ShownDraw>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    // Each gem sounds as it appears: a chime when it matches a gem before it, a tick otherwise.
    frame: ({ gems, duration }, elapsed) => {
      const out = gemsShown(drawProgress(elapsed, duration));
      for (; this.sounded < out; this.sounded++) this.sound.play(gems.slice(0, this.sounded).includes(gems[this.sounded]!) ? 'reveal' : 'tick');
    },
  });

  constructor() {
    super();
    this.hotkeys.add(this.draw.skipKey(() => this.t('skip')));
  }

  /** True while a draw is still playing. */
  get drawing(): boolean {
    return this.draw.playing;
  }

  /** A multiplier in the player's digits with its sign ("0.1" → "0,1×" in pt and es). */
  private times(multiplier: string): string {
    return timesText(multiplier, gameLanguage(this.lang));
  }

  protected renderBoard(): TemplateResult {
    const shown = this.draw.shown;
    const landed = this.draw.landed ? shown : null;
    const t = shown ? this.draw.progress : 0;
    const matches = shown ? matchingGems(shown.gems) : [];
    const lift = liftAt(t);
    const slots: SlotView[] = Array.from({ length: GEM_COUNT }, (_, i) => ({
      colour: shown?.gems[i] ?? null,
      pose: shown ? gemPose(i, t) : { appear: 0, sparkle: 0 },
      lift: matches[i] ? lift : 0,
      dim: landed !== null && landed.hand !== 'nothing' && !matches[i],
    }));
    return html`<div class="panel diamonds">
      <div class="table-area">
        <svg class="pedestals" viewBox=${BOARD_VIEWBOX} role="img" aria-label=${this.boardLabel(shown, landed)}>
          ${GEM_DEFS} ${renderSlots(slots)}
        </svg>
        <p class="hand-name ${landed ? this.verdict(landed.multiplier) : shown ? 'drawing' : 'idle'}">
          ${landed ? html`${this.t(landed.hand)} <span class="times">${this.times(landed.multiplier)}</span>` : shown ? nothing : this.t('hint')}
        </p>
        <p class="outcome ${landed ? this.verdict(landed.multiplier) : 'idle'}">${this.renderOutcome()}</p>
      </div>
      ${this.renderPaytable(landed?.hand ?? null)}
    </div>`;
  }

  /** The board's name: empty pedestals, a draw under way, or the five gems by colour and shape and their hand. */
  private boardLabel(shown: ShownDraw | null, landed: ShownDraw | null): string {
    if (landed) return fill(this.t('boardLabel'), { gems: landed.gems.map((gem) => this.t(`gem${gem}`)).join(', '), hand: this.t(landed.hand) });
    return this.t(shown ? 'boardDrawing' : 'boardIdle');
  }

  /** How a multiplier ends the round for the player: a win above 1×, a tenth back on one pair, a loss at 0×. */
  private verdict(multiplier: string): 'win' | 'back' | 'loss' {
    if (multiplier === '0') return 'loss';
    return compareDecimal(multiplier, '1') > 0 ? 'win' : 'back';
  }

  /** What the landed draw paid, under the hand's name (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.draw.landed) return this.drawing ? this.t('drawing') : '';
    const { multiplier, round } = this.draw.shown!;
    const values = { multiplier: this.times(multiplier), payout: this.money.amount(round.payout) };
    const verdict = this.verdict(multiplier);
    if (verdict === 'win') return `✓ ${fill(this.t('outcomeWon'), values)}`;
    return verdict === 'back' ? fill(this.t('outcomeBack'), values) : `✗ ${this.t('outcomeLost')}`;
  }

  /** Every hand, best first: its picture, name, chance and multiplier; the hand just drawn is marked. */
  private renderPaytable(hit: Hand | null): TemplateResult {
    const percent = new Intl.NumberFormat(localeOf(gameLanguage(this.lang)), { style: 'percent', maximumFractionDigits: 2 });
    return html`<ol class="paytable" aria-label=${this.t('paytable')}>
      ${HANDS.map((hand) => {
        const chance = percent.format(HAND_COUNTS[hand] / SEQUENCES);
        const multiplier = this.times(DIAMONDS_PAYTABLE[hand]);
        return html`<li class=${hand === hit ? 'hit' : nothing} aria-current=${hand === hit ? 'true' : nothing} data-hand=${hand}>
          ${renderHandPattern(hand)}
          <span class="name" aria-hidden="true">${this.t(hand)}<small>${chance}</small></span>
          <strong class="x" aria-hidden="true">${multiplier}</strong>
          <span class="sr">${fill(this.t('paytableEntry'), { hand: this.t(hand), multiplier, chance })}</span>
        </li>`;
      })}
    </ol>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.draw.renderSkip(this.t('skip'));
  }

  /** Draws: the previous draw lands first, then the new gems appear on the pedestals. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.draw.land();
    const round = await this.placeBet(this.betParams(), stake);
    if (!round) return round;
    const state = drawOf(round.state);
    // A settled round the board cannot draw is still told, at once.
    if (!state) {
      if (round.status === 'CLOSED') this.announce(round);
      return round;
    }
    this.sounded = 0;
    this.draw.play({ round, gems: state.gems, hand: state.hand, multiplier: state.multiplier, duration: this.motion(REVEAL_MS) });
    return round;
  }

  /** Lands the draw on the board at once, and tells the player. */
  land(): void {
    this.draw.land();
  }
}
