import { compareDecimal, isDecimalText, readDecimalInput } from '../decimal';

/** What happens to the stake after a win or a loss: back to the base bet, or up by a percentage. */
export interface AutobetAdjust {
  readonly mode: 'reset' | 'increase';
  /** Decimal text, used when `mode` is 'increase' ("50" = the next bet is 1.5 times this one). */
  readonly percent: string;
}

/** An autobet run as the player set it up. */
export interface AutobetSettings {
  /** How many bets; null for no limit. */
  readonly count: number | null;
  readonly onWin: AutobetAdjust;
  readonly onLoss: AutobetAdjust;
  /** Stop once the run's net profit reaches this (decimal text > 0). */
  readonly stopOnProfit?: string;
  /** Stop once the run's net loss reaches this (decimal text > 0). */
  readonly stopOnLoss?: string;
}

/** The settings form as typed: every field is text until it is checked. */
export interface AutobetForm {
  readonly count: string;
  readonly unlimited: boolean;
  readonly onWin: AutobetAdjust;
  readonly onLoss: AutobetAdjust;
  readonly stopOnProfit: string;
  readonly stopOnLoss: string;
}

/** The form's fields that can be wrong. */
export type AutobetField = 'count' | 'winPercent' | 'lossPercent' | 'stopOnProfit' | 'stopOnLoss';
/** Why a field is wrong: not a whole number in range, not a percentage in range, not an amount above 0. */
export type AutobetFieldError = 'count' | 'percent' | 'amount';

/** The most bets a limited run may have. */
export const MAX_AUTOBET_COUNT = 10_000;
/** The largest increase after a win or loss, in percent. */
export const MAX_AUTOBET_PERCENT = '1000';

/** The form a player starts from: 10 bets, back to the base bet after each round, no stops. */
export const DEFAULT_AUTOBET_FORM: AutobetForm = {
  count: '10',
  unlimited: false,
  onWin: { mode: 'reset', percent: '' },
  onLoss: { mode: 'reset', percent: '' },
  stopOnProfit: '',
  stopOnLoss: '',
};

/** The checked form: settings to run, or what is wrong with each field. */
export type AutobetFormResult =
  | { readonly ok: true; readonly settings: AutobetSettings }
  | { readonly ok: false; readonly errors: Partial<Record<AutobetField, AutobetFieldError>> };

const isPositive = (text: string) => isDecimalText(text) && compareDecimal(text, '0') > 0;
const percentOk = (text: string) => isPositive(text) && compareDecimal(text, MAX_AUTOBET_PERCENT) <= 0;

/** Checks the form as typed (commas read as decimal points) and turns it into settings. */
export function readAutobetForm(form: AutobetForm): AutobetFormResult {
  const errors: Partial<Record<AutobetField, AutobetFieldError>> = {};
  const count = form.count.trim();
  const countOk = /^\d+$/.test(count) && Number(count) >= 1 && Number(count) <= MAX_AUTOBET_COUNT;
  if (!form.unlimited && !countOk) errors.count = 'count';
  const adjust = (field: AutobetField, value: AutobetAdjust): AutobetAdjust => {
    if (value.mode === 'reset') return { mode: 'reset', percent: '0' };
    const percent = readDecimalInput(value.percent);
    if (percent === null || !percentOk(percent)) errors[field] = 'percent';
    return { mode: 'increase', percent: percent ?? '0' };
  };
  const onWin = adjust('winPercent', form.onWin);
  const onLoss = adjust('lossPercent', form.onLoss);
  const limit = (field: AutobetField, text: string): string | undefined => {
    if (!text.trim()) return undefined;
    const amount = readDecimalInput(text);
    if (amount === null || !isPositive(amount)) errors[field] = 'amount';
    return amount ?? undefined;
  };
  const stopOnProfit = limit('stopOnProfit', form.stopOnProfit);
  const stopOnLoss = limit('stopOnLoss', form.stopOnLoss);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const settings: AutobetSettings = {
    count: form.unlimited ? null : Number(count),
    onWin,
    onLoss,
    ...(stopOnProfit ? { stopOnProfit } : {}),
    ...(stopOnLoss ? { stopOnLoss } : {}),
  };
  return { ok: true, settings };
}

/** What is wrong with settings given in code (the same rules as the form); empty when they can run. */
export function settingsProblems(settings: AutobetSettings): string[] {
  const problems: string[] = [];
  if (settings.count !== null && !(Number.isInteger(settings.count) && settings.count >= 1)) problems.push('count');
  for (const [name, adjust] of [['onWin', settings.onWin], ['onLoss', settings.onLoss]] as const) {
    if (adjust.mode === 'increase' && !percentOk(adjust.percent)) problems.push(`${name}.percent`);
  }
  for (const name of ['stopOnProfit', 'stopOnLoss'] as const) {
    const value = settings[name];
    if (value !== undefined && !isPositive(value)) problems.push(name);
  }
  return problems;
}
