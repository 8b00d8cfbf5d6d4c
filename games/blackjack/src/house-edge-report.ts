import { computeHouseEdge } from './house-edge';
import { fractionText, perfectPairsOdds, twentyOnePlusThreeOdds } from './side-bet-odds';

// `npm run house-edge -w @rgs/game-blackjack`: prints the figures RULES.md states, recomputed.
const started = performance.now();
const main = computeHouseEdge();
const byUp = new Map<number, number>();
for (const deal of main.deals) byUp.set(deal.up, (byUp.get(deal.up) ?? 0) + deal.probability * deal.expectation);
console.log(`main game house edge ${(main.houseEdge * 100).toFixed(10)} % (${((performance.now() - started) / 1000).toFixed(1)} s)`);
for (const [up, value] of byUp) console.log(`  up ${up === 1 ? 'A' : up}: ${(value * 100).toFixed(6)} % of the initial bet`);
for (const [name, odds] of [['Perfect Pairs', perfectPairsOdds()], ['21+3', twentyOnePlusThreeOdds()]] as const) {
  const rtp = `${odds.rtp.numerator}/${odds.rtp.denominator}`;
  console.log(`${name}: RTP ${rtp} = ${fractionText(odds.rtp, 8)}, house edge ${fractionText(odds.houseEdge, 8)}`);
}
