import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { hiloGame } from './game';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. Cards are text
// ("10♠"), ranks are read off a string, and the multiplier is worked out in integers.

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_TEXT = ['♠', '♥', '♦', '♣'];

function verifierCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const cards: string[] = [];
  for (let r = 0; cards.length < 64; r++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 32; i += 4) {
      const f = bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4;
      const c = Math.floor(f * 52);
      cards.push(RANK_TEXT[Math.floor(c / 4)]! + SUIT_TEXT[c % 4]!);
    }
  }
  return cards;
}

const rankOf = (card: string) => RANK_TEXT.indexOf(card.slice(0, -1));

/** The multiplier after right guesses won on n_i ranks: ⌊0.99 × 13^k / Π n_i⌋ to 4 places, at most 10000, as text. */
function verifierMultiplier(counts: number[]): string {
  if (counts.length === 0) return '0';
  let top = 99n * 10_000n;
  let bottom = 100n;
  for (const n of counts) {
    top *= 13n;
    bottom *= BigInt(n);
  }
  let units = top / bottom;
  if (units >= 10_000n * 10_000n) units = 100_000_000n;
  const text = `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`;
  return text.replace(/\.?0+$/, '');
}

/** Replays moves on the verifier's cards: the multiplier after each, or 'lost'. */
function verifierReplay(cards: string[], moves: string[]): string[] {
  const counts: number[] = [];
  return moves.map((move, i) => {
    const on = rankOf(cards[i]!);
    const next = rankOf(cards[i + 1]!);
    if (move === 'skip') return verifierMultiplier(counts);
    const n = move === 'higher' ? 12 - on : move === 'lower' ? on : 1;
    const right = move === 'higher' ? next > on : move === 'lower' ? next < on : next === on;
    if (!right) return 'lost';
    counts.push(n);
    return verifierMultiplier(counts);
  });
}

const text = (card: { rank: string; suit: string }) => card.rank + { S: '♠', H: '♥', D: '♦', C: '♣' }[card.suit];

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked round', async () => {
    const seeds = { serverSeed: '9b1c4e7a2d6f8305c1e9a4b7d2f6083e5a1c9d4b7e2f6a8305d1c9e4a7b2f6d8', clientSeed: 'hilo-known-answer', nonce: 7 };
    expect(createHmac('sha256', seeds.serverSeed).update('hilo-known-answer:7:0').digest('hex')).toBe('292bc9479a16c7df8b9760f4f162e7ffd04b3a66d14be174e8c513f300acf780');
    const cards = verifierCards(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(cards.slice(0, 8)).toEqual(['3♠', '8♣', '8♠', 'K♥', 'J♦', 'J♦', 'Q♣', 'A♠']);
    const moves = ['higher', 'skip', 'higher', 'lower', 'lower'];
    expect(verifierReplay(cards, moves)).toEqual(['1.287', '1.287', '3.3462', '3.625', 'lost']);
    expect(verifierMultiplier([10, 5, 12, 10])).toBe('4.7125');

    let { round } = advanceRound(hiloGame, newRoundSnapshot(hiloGame, {}, '1'), { kind: 'start', floats: await generateFloats(seeds, 64) });
    expect(round.outcome!.cards.map(text)).toEqual(cards);
    for (const move of moves) round = advanceRound(hiloGame, round, move === 'skip' ? { kind: 'act', action: 'skip', params: {} } : { kind: 'act', action: 'guess', params: { choice: move } }).round;
    expect(round).toMatchObject({ status: 'closed', payout: '0' });
  });

  it('recomputes the cards and every multiplier of 300 random rounds played at random', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const floats = await generateFloats(seeds, hiloGame.floatCount({}));
      let { round } = advanceRound(hiloGame, newRoundSnapshot(hiloGame, {}, '1'), { kind: 'start', floats });
      const cards = verifierCards(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      expect(round.outcome!.cards.map(text)).toEqual(cards);
      const moves: string[] = [];
      const multipliers: string[] = [];
      while (round.status === 'open' && moves.length < 12) {
        const rank = rankOf(cards[moves.length]!);
        const options = ['same', 'skip', ...(rank < 12 ? ['higher'] : []), ...(rank > 0 ? ['lower'] : [])];
        const move = options[randomInt(options.length)]!;
        moves.push(move);
        round = advanceRound(hiloGame, round, move === 'skip' ? { kind: 'act', action: 'skip', params: {} } : { kind: 'act', action: 'guess', params: { choice: move } }).round;
        multipliers.push(round.status === 'closed' && round.payout === '0' ? 'lost' : round.multiplier);
      }
      expect(round.state!.cards.map(text)).toEqual(cards.slice(0, moves.length + 1));
      expect(multipliers).toEqual(verifierReplay(cards, moves));
    }
  });
});
