import type { KenoRisk } from './board';

/**
 * What a round pays, as a multiple of the stake, by risk, then by how many numbers were picked
 * (1 … 10), then by how many of them were drawn (0 … picks): exact decimal text, normalised.
 *
 * With n picks, k hits happen in C(n, k) × C(40 − n, 10 − k) of the C(40, 10) equally likely draws,
 * so a row returns Σ C(n, k) C(40 − n, 10 − k) m_k / C(40, 10). The shapes are the ones players know
 * from the big crypto casinos' keno; in each row one tier, the commonest that pays more than the
 * stake, was priced so the row returns 99 %: exactly when that price has at most 4 decimals, else
 * floored to 4 decimals, which leaves the row between 98.997 % and 99 % (paytables.test.ts proves both
 * with integers; RULES.md lists every row's tier, price and exact return).
 */
export const KENO_PAYTABLES: Readonly<Record<KenoRisk, Readonly<Record<number, readonly string[]>>>> = {
  classic: {
    1: ['0', '3.96'],
    2: ['0', '1.899', '4.5'],
    3: ['0', '1', '3.0986', '10.4'],
    4: ['0', '0.8', '1.8018', '5', '22.5'],
    5: ['0', '0.25', '1.4005', '4.1', '16.5', '36'],
    6: ['0', '0', '1', '3.6826', '7', '16.5', '40'],
    7: ['0', '0', '0.47', '3.001', '4.5', '14', '31', '60'],
    8: ['0', '0', '0', '2.1989', '4', '13', '22', '55', '70'],
    9: ['0', '0', '0', '1.5509', '3', '8', '15', '44', '60', '85'],
    10: ['0', '0', '0', '1.3987', '2.25', '4.5', '8', '17', '50', '80', '100'],
  },
  low: {
    1: ['0.7', '1.86'],
    2: ['0', '2.004', '3.8'],
    3: ['0', '1.103', '1.38', '26'],
    4: ['0', '0', '2.2036', '7.9', '90'],
    5: ['0', '0', '1.5034', '4.2', '13', '300'],
    6: ['0', '0', '1.0997', '2', '6.2', '100', '700'],
    7: ['0', '0', '1.1017', '1.6', '3.5', '15', '225', '700'],
    8: ['0', '0', '1.0998', '1.5', '2', '5.5', '39', '100', '800'],
    9: ['0', '0', '1.0979', '1.3', '1.7', '2.5', '7.5', '50', '250', '1000'],
    10: ['0', '0', '1.1077', '1.2', '1.3', '1.8', '3.5', '13', '50', '250', '1000'],
  },
  medium: {
    1: ['0.4', '2.76'],
    2: ['0', '1.809', '5.1'],
    3: ['0', '0', '2.8008', '50'],
    4: ['0', '0', '1.7101', '10', '100'],
    5: ['0', '0', '1.402', '4', '14', '390'],
    6: ['0', '0', '0', '3.013', '9', '180', '710'],
    7: ['0', '0', '0', '2.0021', '7', '30', '400', '800'],
    8: ['0', '0', '0', '2.0034', '4', '11', '67', '400', '900'],
    9: ['0', '0', '0', '2.0022', '2.5', '5', '15', '100', '500', '1000'],
    10: ['0', '0', '0', '1.6008', '2', '4', '7', '26', '100', '500', '1000'],
  },
  high: {
    1: ['0', '3.96'],
    2: ['0', '0', '17.16'],
    3: ['0', '0', '0', '81.51'],
    4: ['0', '0', '0', '10.0239', '259'],
    5: ['0', '0', '0', '4.5139', '48', '450'],
    6: ['0', '0', '0', '0', '11.0005', '350', '710'],
    7: ['0', '0', '0', '0', '7.0083', '90', '400', '800'],
    8: ['0', '0', '0', '0', '5.0057', '20', '270', '600', '900'],
    9: ['0', '0', '0', '0', '4.0032', '11', '56', '500', '800', '1000'],
    10: ['0', '0', '0', '0', '3.4994', '8', '13', '63', '500', '800', '1000'],
  },
};

/** The multipliers of 0 … picks hits for a risk and a number of picks; throws for picks outside 1–10. */
export function kenoPaytable(risk: KenoRisk, picks: number): readonly string[] {
  const table = KENO_PAYTABLES[risk]?.[picks];
  if (!table) throw new RangeError(`no keno paytable for ${picks} picks at ${risk} risk`);
  return table;
}
