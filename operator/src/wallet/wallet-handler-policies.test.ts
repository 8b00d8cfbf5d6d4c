import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_ALIASES } from '../events/compatibility-aliases';
import { InvalidOptionError } from '../options/check-options';
import { createMemoryStorage } from './memory-storage';
import { createWalletHandler, type WalletHandlerOptions } from './wallet-handler';
import { CUSTOMER, SECRET, walletUnderTest } from './wallet-test-kit';

const win = (amount: string) => [{ type: 'win', amount: new Decimal(amount) }];
const bet = (amount: string) => [{ type: 'bet', amount: new Decimal(amount) }];

describe('compatibilityAliases', () => {
  // The list itself is pinned to the contract by classify-event.test.ts; here every alias meets each policy.
  const ALIASES = [...COMPATIBILITY_ALIASES].map(([alias, { game, usual }]) => [alias, game, usual] as const);

  it.each([
    ["'reject'", { compatibilityAliases: 'reject' }],
    ['the default', {}],
  ] as const)('%s refuses every alias with 400 and moves nothing', async (_label, options) => {
    const kit = walletUnderTest(options);
    let expected = 100;
    for (const [alias, game, usual] of ALIASES) {
      // A credit alias meets a committed debit of its game, so only the policy can refuse it.
      if (usual === 'win') await kit.accepted(kit.money(game, 'bet', '1', { betId: `rnd_${alias}` }), (expected -= 1));
      await kit.refused(
        kit.money(game, usual, '5', { event: alias, betId: `rnd_${alias}` }),
        400,
        `${alias} is a compatibility alias; this wallet refuses aliases (compatibilityAliases: 'reject')`,
      );
    }
    await kit.accepted(kit.money('videopoker', 'bet', '1', { betId: 'rnd_vp' }), 93);
    await kit.refused(
      kit.money('videopoker', 'bet', '3', { betId: 'rnd_vp', actions: win('3') }),
      400,
      "videopoker_bet carrying a win action is a compatibility alias; this wallet refuses aliases (compatibilityAliases: 'reject')",
    );
  });

  it("'classify' applies each credit alias as a credit of its game, under that game's rules", async () => {
    const kit = walletUnderTest({ compatibilityAliases: 'classify' });
    let expected = 100;
    for (const [alias, game, usual] of ALIASES.filter(([, , u]) => u === 'win')) {
      const betId = `rnd_${alias}`;
      // No debit of the game on the round yet: refused as an orphan credit.
      await kit.refused(kit.money(game, 'win', '3', { event: alias, betId }), 400, 'No matching committed debit for this betId and game');
      await kit.accepted(kit.money(game, 'bet', '1', { betId }), (expected -= 1));
      await kit.accepted(kit.money(game, usual, '3.5', { event: alias, betId }), (expected += 3.5));
      // At most one credit per round, whichever name it came under.
      await kit.refused(kit.money(game, 'win', '3.5', { event: alias, betId }), 409, 'The round was already credited');
      await kit.refused(kit.money(game, 'win', '3.5', { betId }), 409, 'The round was already credited');
    }
    expect(kit.balance()).toBe('115');
  });

  it("'classify' applies futures_open_position as a Futures debit, then futures_close_position as its credit", async () => {
    const kit = walletUnderTest({ compatibilityAliases: 'classify' });
    await kit.accepted(kit.money('futures', 'bet', '10', { event: 'futures_open_position', betId: 'pos_1' }), 90);
    // Futures takes one debit per position.
    await kit.refused(kit.money('futures', 'bet', '10', { event: 'futures_open_position', betId: 'pos_1' }), 409, 'The round already has a debit');
    await kit.refused(kit.money('futures', 'bet', '200', { event: 'futures_open_position', betId: 'pos_2' }), 402, 'Insufficient funds');
    await kit.accepted(kit.money('futures', 'win', '12.25', { event: 'futures_close_position', betId: 'pos_1' }), 102.25);
    // The alias and the canonical name are one game: the canonical credit of that position is the second one.
    await kit.refused(kit.money('futures', 'win', '1', { betId: 'pos_1' }), 409, 'The round was already credited');
  });

  it("'classify' takes the legacy credit-shaped videopoker_bet as the Video Poker credit", async () => {
    const kit = walletUnderTest({ compatibilityAliases: 'classify' });
    await kit.refused(kit.money('videopoker', 'bet', '4', { betId: 'rnd_vp', actions: win('4') }), 400, 'No matching committed debit for this betId and game');
    await kit.accepted(kit.money('videopoker', 'bet', '2', { betId: 'rnd_vp' }), 98);
    await kit.accepted(kit.money('videopoker', 'bet', '4', { betId: 'rnd_vp', actions: win('4') }), 102);
    await kit.refused(kit.money('videopoker', 'bet', '4', { betId: 'rnd_vp', actions: win('4') }), 409, 'The round was already credited');
  });

  it("'classify' goes by the action type: a credit alias carrying a bet action is a debit; a malformed alias is refused", async () => {
    const kit = walletUnderTest({ compatibilityAliases: 'classify' });
    await kit.accepted(kit.money('hilo', 'bet', '2', { event: 'hilo_cashout', betId: 'rnd_h' }), 98);
    await kit.refused(kit.money('hilo', 'win', '2', { event: 'hilo_cashout', betId: 'rnd_x', actions: [] }), 400, 'the compatibility alias hilo_cashout carries exactly one action');
    await kit.refused(kit.money('hilo', 'win', '2', { event: 'hilo_cashout', betId: 'rnd_x', actions: [...win('1'), ...win('1')] }), 400, 'the compatibility alias hilo_cashout carries exactly one action');
    // A credit alias on another game's debit is a cross-game credit.
    await kit.accepted(kit.money('dice', 'bet', '1', { betId: 'rnd_d' }), 97);
    await kit.refused(kit.money('mines', 'win', '5', { event: 'mines_cashout', betId: 'rnd_d' }), 400, 'No matching committed debit for this betId and game');
    // A free-bet placement through an alias still debits nothing and must have amount 0.
    await kit.refused(kit.money('futures', 'bet', '1', { event: 'futures_open_position', betId: 'pos_fb', freeBet: true }), 400, 'a free-bet placement has amount 0');
  });
});

describe('unknownEvents', () => {
  it.each([
    ["'reject'", { unknownEvents: 'reject' }],
    ['the default', {}],
  ] as const)('%s refuses names outside the catalog with 400 and moves nothing', async (_label, options) => {
    const kit = walletUnderTest(options);
    await kit.refused(kit.money('poker', 'bet', '1'), 400, 'Unknown event poker_bet');
    await kit.refused(kit.money('dice', 'bet', '1', { event: 'dice_refund' }), 400, 'Unknown event dice_refund');
    await kit.refused(kit.money('dice', 'bet', '1', { event: 'Dice_bet' }), 400, 'Unknown event Dice_bet');
    await kit.refused(kit.money('realestate', 'win', '1'), 400, 'Unknown event realestate_win');
    await kit.refused({ event: 'poker_ping', userId: 'alice', customerId: CUSTOMER, betId: 'rnd_p', actions: [] }, 400, 'Unknown event poker_ping');
  });

  it("'accept' answers 200 and applies a bet action as a debit and a win action as a credit of the same prefix and betId", async () => {
    const kit = walletUnderTest({ unknownEvents: 'accept' });
    await kit.refused(kit.money('poker', 'win', '5'), 400, 'No matching committed debit for this betId and game');
    await kit.accepted(kit.money('poker', 'bet', '2.5'), 97.5);
    const debit = kit.money('poker', 'bet', '1', { betId: 'rnd_2' });
    await kit.accepted(debit, 96.5);
    await kit.refused(debit, 409, 'Duplicate transactionId (replay)');
    // Not a repeated-debit game: one debit per round.
    await kit.refused(kit.money('poker', 'bet', '1'), 409, 'The round already has a debit');
    await kit.refused(kit.money('poker', 'bet', '1000', { betId: 'rnd_3' }), 402, 'Insufficient funds');
    // The credit must match the prefix: another unknown game's credit on this round is an orphan.
    await kit.refused(kit.money('roulette2', 'win', '5'), 400, 'No matching committed debit for this betId and game');
    await kit.accepted(kit.money('poker', 'win', '10', { event: 'poker_payout' }), 106.5);
    await kit.refused(kit.money('poker', 'win', '10'), 409, 'The round was already credited');
    // A catalog game's debit is not an unknown game's debit, and the other way round.
    await kit.accepted(kit.money('dice', 'bet', '1', { betId: 'rnd_d' }), 105.5);
    await kit.refused(kit.money('poker', 'win', '1', { betId: 'rnd_d' }), 400, 'No matching committed debit for this betId and game');
    await kit.refused(kit.money('poker', 'bet', '1', { betId: 'rnd_d' }), 409, 'betId belongs to another game');
    // An unknown name with a catalog game's prefix is processed under that game's round.
    await kit.accepted(kit.money('dice', 'win', '4', { betId: 'rnd_d', event: 'dice_bonus' }), 109.5);
    await kit.refused(kit.money('dice', 'win', '4', { betId: 'rnd_d' }), 409, 'The round was already credited');
    expect(kit.storage.listTransactions(CUSTOMER).map((r) => [r.gameKey, r.kind, r.amount.toFixed(), r.roundClosed])).toEqual([
      ['poker', 'bet', '2.5', false],
      ['poker', 'bet', '1', false],
      ['poker', 'win', '10', true],
      ['dice', 'bet', '1', false],
      ['dice', 'win', '4', true],
    ]);
  });

  it("'accept' keeps Blackjack's repeated debits for an unknown blackjack_* name, and answers an unknown event without actions with the balance", async () => {
    const kit = walletUnderTest({ unknownEvents: 'accept' });
    await kit.accepted(kit.money('blackjack', 'bet', '5', { event: 'blackjack_insure', betId: 'rnd_bj' }), 95);
    await kit.accepted(kit.money('blackjack', 'bet', '5', { event: 'blackjack_split', betId: 'rnd_bj' }), 90);
    await kit.accepted({ event: 'poker_ping', userId: 'alice', customerId: CUSTOMER, betId: 'rnd_p', actions: [] }, 90);
    expect(kit.records()).toBe(2);
    // Still the player's wallet: an unknown player is 404.
    await kit.refused({ event: 'poker_ping', userId: 'nobody', customerId: CUSTOMER, betId: 'rnd_p', actions: [] }, 404, 'Unknown user');
  });

  it("'accept' still refuses malformed unknown events and moves nothing", async () => {
    const kit = walletUnderTest({ unknownEvents: 'accept' });
    await kit.refused(kit.money('poker', 'bet', '1', { betId: undefined }), 400, 'betId is required');
    await kit.refused(kit.money('poker', 'bet', '1', { transactionId: undefined }), 400, 'transactionId is required');
    await kit.refused(kit.money('poker', 'bet', '1', { actions: [...bet('1'), ...bet('1')] }), 400, 'the unknown event poker_bet carries more than one action');
    await kit.refused(kit.money('poker', 'bet', '1', { actions: [{ type: 'bet', amount: new Decimal(-1) }] }), 400);
    await kit.refused(kit.money('poker', 'bet', '1', { actions: [{ type: 'refund', amount: new Decimal(1) }] }), 400);
    await kit.refused(kit.money('poker', 'bet', '1', { freeBet: true }), 400, 'a free-bet placement has amount 0');
    await kit.refused(kit.money('poker', 'bet', '1', { customerId: 'cus_other' }), 403, 'customerId does not belong to this wallet');
    await kit.refused(kit.money('poker', 'bet', '1'), 401, undefined, { 'x-webhook-secret': 'wrong' });
  });

  it('both policies together: an alias is governed by compatibilityAliases, never by unknownEvents', async () => {
    const kit = walletUnderTest({ unknownEvents: 'accept', compatibilityAliases: 'reject' });
    await kit.accepted(kit.money('mines', 'bet', '1'), 99);
    await kit.refused(kit.money('mines', 'win', '2', { event: 'mines_cashout' }), 400, "mines_cashout is a compatibility alias; this wallet refuses aliases (compatibilityAliases: 'reject')");
  });
});

describe('createWalletHandler options', () => {
  const storage = createMemoryStorage();
  const base: WalletHandlerOptions = { customerId: CUSTOMER, webhookSecret: SECRET, storage };

  it.each([
    ['the old toleranceSeconds', { toleranceSeconds: 60 }, 'toleranceSeconds', 'unknown option toleranceSeconds; it is now called signatureToleranceSeconds'],
    ['a negative tolerance', { signatureToleranceSeconds: -5 }, 'signatureToleranceSeconds', 'option signatureToleranceSeconds must be a finite number of seconds, 0 or more'],
    ['a tolerance given as text', { signatureToleranceSeconds: '300' }, 'signatureToleranceSeconds', 'option signatureToleranceSeconds must be a finite number of seconds, 0 or more'],
    ['an alias policy it does not have', { compatibilityAliases: 'accept' }, 'compatibilityAliases', "option compatibilityAliases must be one of 'reject', 'classify'"],
    ['an unknown-event policy it does not have', { unknownEvents: 'classify' }, 'unknownEvents', "option unknownEvents must be one of 'reject', 'accept'"],
    ['an empty customer id', { customerId: '' }, 'customerId', 'option customerId must be a non-empty string'],
    ['no webhook secret', { webhookSecret: undefined }, 'webhookSecret', 'option webhookSecret is required'],
    ['an empty signing secret', { signingSecret: '' }, 'signingSecret', 'option signingSecret must be a non-empty string'],
    ['a storage without withPlayer', { storage: {} }, 'storage', 'option storage must be an object with a withPlayer() method'],
    ['requireSignature as text', { requireSignature: 'true' }, 'requireSignature', 'option requireSignature must be true or false'],
    ['a misspelt option', { requireSignatures: true }, 'requireSignatures', expect.stringContaining('unknown option requireSignatures; known options: webhookSecret, signingSecret')],
  ])('throws at construction on %s', (_label, change, option, message) => {
    const build = () => createWalletHandler({ ...base, ...change } as unknown as WalletHandlerOptions);
    expect(build).toThrow(InvalidOptionError);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { option },
        message: typeof message === 'string' ? `createWalletHandler: ${message}` : message,
      });
    }
  });

  it('accepts every documented option with valid values', () => {
    expect(() =>
      createWalletHandler({
        ...base,
        signingSecret: 'whsec_other',
        requireSignature: true,
        signatureToleranceSeconds: 0,
        now: () => 0,
        compatibilityAliases: 'classify',
        unknownEvents: 'accept',
      }),
    ).not.toThrow();
  });
});
