import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, hashServerSeed, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { recomputeRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { baccaratGame } from './game';
import type { BaccaratParams, BaccaratState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It even reads the
// Banker's tableau and the returns per chip from RULES.md's tables, not from the code.

const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_NAMES = ['S', 'H', 'D', 'C'];
const SPOTS = { Player: 'player', Banker: 'banker', Tie: 'tie', 'Player Pair': 'playerPair', 'Banker Pair': 'bankerPair' } as const;

/** "0–7, 9" → [0 … 7, 9]; "always" → 0 … 9; "never" → none. */
function thirdCards(cell: string): number[] {
  if (cell === 'always') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  if (cell === 'never') return [];
  return cell.split(', ').flatMap((part) => {
    const [from, to = from] = part.split('–').map(Number);
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
}

/** RULES.md's tableau: Banker total → the Player third-card values it draws on. */
function tableauFromRules(): Map<number, Set<number>> {
  const rows = [...rules.matchAll(/^\| ([0-9, ]+) \| (always|never|[0-9–, ]+) \| (?:always|never|[0-9–, ]+) \|$/gm)];
  return new Map(rows.flatMap(([, totals, draws]) => totals!.split(', ').map((t) => [Number(t), new Set(thirdCards(draws!))] as const)));
}

/** RULES.md's "returns per chip" column, in hundredths of a chip. */
function returnsFromRules(): Record<string, number> {
  const rows = [...rules.matchAll(/^\| (Player|Banker|Tie|Player Pair|Banker Pair) \| [^|]+ \| [^|]+ \| ([0-9.]+) \|$/gm)];
  return Object.fromEntries(rows.map(([, spot, value]) => [SPOTS[spot as keyof typeof SPOTS], Math.round(Number(value) * 100)]));
}

interface VerifiedCard {
  rank: string;
  suit: string;
}

/** The six cards of a round: card floor(f × 52) of A♠ … K♣ for each of the block's first six floats. */
function verifierCards(serverSeed: string, clientSeed: string, nonce: number): VerifiedCard[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Array.from({ length: 6 }, (_, i) => {
    const f = bytes[4 * i]! / 256 + bytes[4 * i + 1]! / 256 ** 2 + bytes[4 * i + 2]! / 256 ** 3 + bytes[4 * i + 3]! / 256 ** 4;
    const index = Math.floor(f * 52);
    return { rank: RANK_NAMES[index % 13]!, suit: SUIT_NAMES[Math.floor(index / 13)]! };
  });
}

const value = (card: VerifiedCard) => Math.min(RANK_NAMES.indexOf(card.rank) + 1, 10) % 10;
const total = (cards: VerifiedCard[]) => cards.reduce((sum, card) => sum + value(card), 0) % 10;

/** The coup by RULES.md's drawing rules, and what one chip on each spot returns (hundredths). */
function verifierCoup(cards: VerifiedCard[], tableau: Map<number, Set<number>>, returns: Record<string, number>) {
  const [p1, b1, p2, b2, p3, b3] = cards as [VerifiedCard, VerifiedCard, VerifiedCard, VerifiedCard, VerifiedCard, VerifiedCard];
  const player = [p1, p2];
  const banker = [b1, b2];
  if (total(player) < 8 && total(banker) < 8) {
    const playerDrew = total(player) <= 5;
    if (playerDrew) player.push(p3);
    const bankerDraws = playerDrew ? tableau.get(total(banker))!.has(value(p3)) : total(banker) <= 5;
    if (bankerDraws) banker.push(b3);
  }
  const winner = total(player) > total(banker) ? 'player' : total(banker) > total(player) ? 'banker' : 'tie';
  const paid: Record<string, number> = {
    player: winner === 'player' ? returns.player! : winner === 'tie' ? 100 : 0,
    banker: winner === 'banker' ? returns.banker! : winner === 'tie' ? 100 : 0,
    tie: winner === 'tie' ? returns.tie! : 0,
    playerPair: p1.rank === p2.rank ? returns.playerPair! : 0,
    bankerPair: b1.rank === b2.rank ? returns.bankerPair! : 0,
  };
  return { player, banker, winner, paid };
}

/** Hundredths as the decimal text the round records. */
const text = (hundredths: number) => String(hundredths / 100);

describe('independent verifier', () => {
  const tableau = tableauFromRules();
  const returns = returnsFromRules();

  it('reads the Banker’s tableau and the five returns from RULES.md', () => {
    expect([...tableau.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect([...tableau.get(3)!]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect([...tableau.get(6)!]).toEqual([6, 7]);
    expect(returns).toEqual({ player: 200, banker: 195, tie: 900, playerPair: 1200, bankerPair: 1200 });
  });

  it('recomputes RULES.md’s worked example: nonce 12, Player 4 beats Banker 2 with a Banker Pair, 14 for one chip a spot', async () => {
    const seeds = { serverSeed: '3b9e0f6a1c2d4e5f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7', clientSeed: 'baccarat-known-answer', nonce: 12 };
    const digest = createHmac('sha256', seeds.serverSeed).update('baccarat-known-answer:12:0').digest('hex');
    expect(digest).toBe('ccac5646e23d616d64cf6fb3e1f46c408df7102ce53c4e9ac2c5203c5739cc2b');
    const cards = verifierCards(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(cards.map((c) => `${c.rank}${c.suit}`)).toEqual(['3C', '7C', '8H', '7C', '3D', '8C']);
    const coup = verifierCoup(cards, tableau, returns);
    expect(coup.winner).toBe('player');
    expect(Object.values(coup.paid).reduce((a, b) => a + b, 0)).toBe(1400);

    const params: BaccaratParams = { player: 1, banker: 1, tie: 1, playerPair: 1, bankerPair: 1 };
    const floats = await generateFloats(seeds, baccaratGame.floatCount(params));
    expect(floats.slice(0, 2)).toEqual([3_433_846_342 / 2 ** 32, 3_795_673_453 / 2 ** 32]);
    const { round } = advanceRound(baccaratGame, newRoundSnapshot(baccaratGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ player: coup.player, banker: coup.banker });
    expect(round).toMatchObject({ wagered: '5', multiplier: '14', payout: '14' });

    // The fairness panel's check, as the browser runs it through game.ts, agrees; another outcome does not.
    const proof = { game: 'baccarat', ...seeds, serverSeedHash: await hashServerSeed(seeds.serverSeed), params, outcome: round.outcome };
    expect((await recomputeRound(baccaratGame, proof)).verdict).toBe('verified');
    const forged = { ...proof, outcome: { player: coup.banker, banker: coup.player } };
    expect(await recomputeRound(baccaratGame, forged)).toMatchObject({ verdict: 'mismatch', failure: 'outcome' });
  });

  it('recomputes the cards, the winner and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      // One to five spots with 0 … 20 chips each, at least one chip in all.
      const params = { player: randomInt(0, 21), banker: randomInt(0, 21), tie: randomInt(0, 4), playerPair: randomInt(0, 3), bankerPair: randomInt(0, 3) };
      if (Object.values(params).every((n) => n === 0)) params.banker = 1;
      const floats = await generateFloats(seeds, baccaratGame.floatCount(params));
      const { round, intents } = advanceRound(baccaratGame, newRoundSnapshot(baccaratGame, params, '1'), { kind: 'start', floats });
      const coup = verifierCoup(verifierCards(seeds.serverSeed, seeds.clientSeed, seeds.nonce), tableau, returns);
      const multiplier = Object.entries(params).reduce((sum, [spot, n]) => sum + n * coup.paid[spot]!, 0);
      const state = round.state as BaccaratState;
      expect(round.outcome).toEqual({ player: coup.player, banker: coup.banker });
      expect(state.winner).toBe(coup.winner);
      expect(state.returns).toEqual(Object.fromEntries(Object.entries(coup.paid).map(([spot, h]) => [spot, text(h)])));
      expect(round.multiplier).toBe(text(multiplier));
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === 0 ? ['debit'] : ['debit', 'credit']);
    }
  });
});
