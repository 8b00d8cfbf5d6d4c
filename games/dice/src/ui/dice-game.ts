import { GameShell } from '@rgs/game-kit/ui';
import { html, type TemplateResult } from 'lit';
import rules from '../../RULES.md?raw';
import { diceStrings } from '../strings';

/** The multiplier the server pays, for display: 99 / (chance in %), floored to 4 places. */
export function displayMultiplier(target: number, condition: 'over' | 'under'): string {
  const chance = condition === 'over' ? 100 - target : target;
  return (Math.floor((99 / chance) * 10_000) / 10_000).toString();
}

/** Dice: pick a target and a side, roll. */
export class DiceGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    target: { state: true },
    condition: { state: true },
    roll: { state: true },
    won: { state: true },
  };

  protected readonly game = 'dice';
  protected readonly gameStrings = diceStrings;
  protected readonly rulesText = rules;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).diceGame;
  }

  declare protected target: number;
  declare protected condition: 'over' | 'under';
  declare protected roll: number | null;
  declare protected won: boolean | null;

  constructor() {
    super();
    this.target = 50.5;
    this.condition = 'over';
    this.roll = null;
    this.won = null;
  }

  protected renderBoard(): TemplateResult {
    const chance = this.condition === 'over' ? 100 - this.target : this.target;
    return html`<div class="panel" style="flex-direction:column;align-items:stretch">
      <div style="font-size:40px;text-align:center" aria-live="polite" class=${this.won === null ? '' : this.won ? 'won' : 'lost'}>
        ${this.roll === null ? '—' : this.roll.toFixed(2)}
      </div>
      <label>${this.t('target')} ${this.target.toFixed(2)}
        <input type="range" min="2" max="98" step="0.01" .value=${String(this.target)} ?disabled=${this.disabled}
          @input=${(e: Event) => (this.target = Number((e.target as HTMLInputElement).value))} /></label>
      <div style="display:flex;gap:8px" role="group" aria-label="side">
        ${(['under', 'over'] as const).map(
          (side) => html`<button class="grow" aria-pressed=${this.condition === side} ?disabled=${this.disabled}
            @click=${() => (this.condition = side)}>${this.t(side === 'over' ? 'rollOver' : 'rollUnder')}</button>`,
        )}
      </div>
      <div class="note">${this.t('winChance')} ${chance.toFixed(2)}% · ${displayMultiplier(this.target, this.condition)}×</div>
    </div>`;
  }

  protected renderActions(): TemplateResult {
    return html`<button class="primary" ?disabled=${this.disabled || this.busy} @click=${() => void this.rollDice()}>${this.t('bet')}</button>`;
  }

  private async rollDice(): Promise<void> {
    const round = await this.placeBet({ target: this.target, condition: this.condition });
    if (!round) return;
    this.roll = round.state?.roll ?? null;
    this.won = round.state?.won ?? null;
  }
}
