import type { HistoryStrings } from './translations/history-strings';

/** A bet's params as readable pairs: "riskLevel" → "Risk level", arrays as lists, yes/no for booleans. */
export function paramEntries(params: unknown, strings: HistoryStrings): [label: string, value: string][] {
  if (params === null || params === undefined) return [];
  if (typeof params !== 'object' || Array.isArray(params)) return [[strings.params, valueText(params, strings)]];
  return Object.entries(params as Record<string, unknown>).map(([key, value]) => [labelOf(key), valueText(value, strings)]);
}

function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown, strings: HistoryStrings): string {
  if (typeof value === 'boolean') return value ? strings.yes : strings.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return JSON.stringify(value) ?? String(value);
}
