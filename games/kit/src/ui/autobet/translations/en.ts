import type { AutobetStrings } from './autobet-strings';

/** English autobet words. */
export const en: AutobetStrings = {
  title: 'Autobet',
  count: 'Number of bets',
  unlimited: 'No limit',
  onWin: 'On win',
  onLoss: 'On loss',
  reset: 'Back to base bet',
  increase: 'Increase by',
  percent: 'percent',
  stopOnProfit: 'Stop on profit',
  stopOnLoss: 'Stop on loss',
  optional: 'optional',
  start: 'Start autobet',
  stop: 'Stop autobet',
  stopping: 'Stopping…',
  played: (played, count) => (count === null ? `Bets placed: ${played}` : `Bets placed: ${played} of ${count}`),
  profit: 'Profit',
  errors: {
    count: (max) => `Enter a whole number from 1 to ${max}.`,
    percent: (max) => `Enter a percentage above 0, up to ${max}.`,
    amount: 'Enter an amount above 0, or leave it empty.',
  },
  stopped: {
    count: 'Autobet finished: all bets placed.',
    profit: 'Autobet stopped: profit target reached.',
    loss: 'Autobet stopped: loss limit reached.',
    error: 'Autobet stopped: a bet could not be placed.',
    hidden: 'Autobet stopped: the game was hidden.',
    auth_required: 'Autobet stopped: sign in again to keep playing.',
    user: 'Autobet stopped.',
    disconnected: 'Autobet stopped.',
  },
};
