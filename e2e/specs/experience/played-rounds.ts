import { API_URL } from '../../stack/ports';

/** A round as the play API reports it, with what the result banner shows of it. */
export interface PlayedRoundRow {
  readonly id: string;
  readonly amount: string;
  readonly payout: string;
  readonly multiplier: string;
  readonly status: string;
}

/** The player's rounds, newest first, read from the play API with the token the iframe was given. */
export async function playedRounds(iframeSrc: string): Promise<PlayedRoundRow[]> {
  const token = new URL(iframeSrc).searchParams.get('token');
  const res = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query { rounds(first: 100) { nodes { id amount payout multiplier status } } }' }),
  });
  return ((await res.json()) as { data: { rounds: { nodes: PlayedRoundRow[] } } }).data.rounds.nodes;
}
