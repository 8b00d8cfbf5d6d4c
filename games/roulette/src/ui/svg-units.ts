/** A drawing coordinate cut to hundredths: enough for any screen, and short in the markup. */
export const round = (n: number): number => Math.round(n * 100) / 100;
