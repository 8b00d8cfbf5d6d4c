/**
 * Every word the game shell says, in one language. `{name}` marks a value the shell fills in with
 * `fill` (already formatted: amounts in the player's currency, numbers in their digits). Plain strings
 * only, so a game's own table (the seam's `GameStrings`) can override any of them by key.
 */
export interface ShellStrings {
  readonly amount: string;
  readonly half: string;
  /** The ½ button's accessible name. */
  readonly halfName: string;
  readonly double: string;
  readonly doubleName: string;
  readonly max: string;
  readonly maxName: string;
  readonly min: string;
  /** The stake limits under the amount: `{min}` and `{max}`. */
  readonly limits: string;
  /** Max asks once: `{amount}`. */
  readonly maxConfirm: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly notNumber: string;
  /** `{places}`. */
  readonly tooManyPlaces: string;
  readonly notPositive: string;
  /** `{min}`. */
  readonly belowMin: string;
  /** `{max}`. */
  readonly aboveMax: string;
  /** `{balance}`. */
  readonly aboveBalance: string;
  readonly balance: string;
  readonly bet: string;
  /** Lands a playing outcome at once (the button and Escape). */
  readonly skip: string;
  readonly cashout: string;
  readonly multiplier: string;
  readonly payout: string;
  readonly paid: string;
  readonly won: string;
  readonly lost: string;
  readonly history: string;
  readonly noRounds: string;
  readonly rules: string;
  /** Shown in the rules dialog when the game's rules could not be loaded. */
  readonly rulesMissing: string;
  readonly fairness: string;
  readonly fullscreen: string;
  readonly exitFullscreen: string;
  readonly fastMode: string;
  readonly manual: string;
  readonly auto: string;
  /** The Manual / Auto tabs' name. */
  readonly betMode: string;
  /** The top bar's tools' name. */
  readonly gameOptions: string;
  /** The controls column's name. */
  readonly betControls: string;
  readonly signIn: string;
  readonly freeBets: string;
  /** The free-bet section's stake: `{amount}`. */
  readonly freeBetStake: string;
  /** Free bets left in the grant shown, when the language's plural rules call `{n}` one. */
  readonly freeBetsLeftOne: string;
  /** Free bets left in the grant shown, any other count: `{n}`. */
  readonly freeBetsLeftOther: string;
  /** When the grant shown expires: `{date}`. */
  readonly freeBetsExpire: string;
  /** The free-bet switch's label. */
  readonly useFreeBets: string;
  /** Under the amount while free bets are on: why it cannot change. */
  readonly freeBetAmount: string;
  /** Beside the Auto tab while free bets are on: why it cannot be chosen. */
  readonly freeBetNoAuto: string;
  /** The mark of a free-bet round (the result banner, my bets). */
  readonly freeBet: string;
  readonly error: string;
  readonly close: string;
  readonly loading: string;
}
