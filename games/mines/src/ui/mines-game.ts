import { GameShell, trim, type PlaySource, type PlayedRound } from '@rgs/game-kit/ui';
import { html, type TemplateResult } from 'lit';
import rules from '../../RULES.md?raw';
import { minesStrings } from '../strings';

const TILES = 25;

/** Mines: pick how many mines hide among 25 tiles, reveal safe tiles, cash out before a mine. */
export class MinesGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    mines: { state: true },
    round: { state: true },
  };

  protected readonly game = 'mines';
  protected readonly gameStrings = minesStrings;
  protected readonly rulesText = rules;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).minesGame;
  }

  declare protected mines: number;
  declare protected round: PlayedRound | null;

  constructor() {
    super();
    this.mines = 3;
    this.round = null;
  }

  /** An open round survives a reload: pick it up where it was. */
  protected override async onLive(source: PlaySource): Promise<void> {
    this.round = await source.activeRound(this.game);
  }

  private get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  protected renderBoard(): TemplateResult {
    const revealed = new Set<number>(this.round?.state?.revealed ?? []);
    const mined = new Set<number>(this.round?.status === 'CLOSED' ? (this.round.outcome?.mines ?? []) : []);
    const hit: number | null = this.round?.state?.hit ?? null;
    return html`<div class="panel" style="display:grid;grid-template-columns:repeat(5,1fr);gap:6px;width:100%;max-width:420px;margin:0 auto;box-sizing:border-box" role="grid" aria-label="tiles">
      ${Array.from({ length: TILES }, (_, tile) => {
        // Plain symbols: every system font has them (emoji fonts are not everywhere).
        const label = tile === hit ? '✹' : mined.has(tile) ? '●' : revealed.has(tile) ? '◆' : '';
        return html`<button role="gridcell" aria-label=${`tile ${tile + 1}`} style="aspect-ratio:1;min-height:0;padding:0;font-size:20px"
          ?disabled=${this.disabled || this.busy || !this.open || revealed.has(tile)} @click=${() => void this.reveal(tile)}>${label}</button>`;
      })}
    </div>
    <div class="note">${this.round ? `${this.t(this.round.status === 'OPEN' ? 'multiplier' : 'paid')} ${trim(this.round.multiplier)}×` : ''}</div>`;
  }

  protected renderActions(): TemplateResult {
    const off = this.disabled || this.busy;
    return html`<label>${this.t('mines')}
        <select ?disabled=${off || this.open} @change=${(e: Event) => (this.mines = Number((e.target as HTMLSelectElement).value))}>
          ${Array.from({ length: 24 }, (_, i) => i + 1).map((n) => html`<option value=${n} ?selected=${n === this.mines}>${n}</option>`)}
        </select></label>
      ${this.open
        ? html`<button class="primary" ?disabled=${off || (this.round?.state?.revealed ?? []).length === 0} @click=${() => void this.cashOut()}>${this.t('cashout')}</button>`
        : html`<button class="primary" ?disabled=${off} @click=${() => void this.start()}>${this.t('bet')}</button>`}`;
  }

  private async start(): Promise<void> {
    const round = await this.placeBet({ mines: this.mines });
    if (round) this.round = round;
  }

  private async reveal(tile: number): Promise<void> {
    if (!this.round) return;
    const roundId = this.round.id;
    const round = await this.move((source) => source.act(roundId, 'reveal', { tile }));
    if (round) this.round = round;
  }

  private async cashOut(): Promise<void> {
    if (!this.round) return;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (round) this.round = round;
  }
}
