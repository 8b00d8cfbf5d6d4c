/** The GraphQL documents the integration tests play with, written as a game client would. */
const ROUND_FIELDS = `id betId game status amount payout multiplier freeBet demo params state outcome nonce serverSeedHash serverSeed clientSeed currency createdAt version`;
const ERROR_FIELDS = `... on Error { __typename code message } ... on BetLimitError { min max currency } ... on InsufficientFundsError { balance }`;

export const PLACE_BET = `mutation($input: PlaceBetInput!) {
  placeBet(input: $input) { __typename ... on PlaceBetSuccess { balance round { ${ROUND_FIELDS} } } ${ERROR_FIELDS} }
}`;

export const ACT = `mutation($input: ActInput!) {
  act(input: $input) { __typename ... on ActSuccess { balance round { ${ROUND_FIELDS} } } ${ERROR_FIELDS} }
}`;

export const CASHOUT = `mutation($roundId: ID!) {
  cashout(roundId: $roundId) { __typename ... on CashoutSuccess { balance round { ${ROUND_FIELDS} } } ${ERROR_FIELDS} }
}`;

export const ROUND = `query($id: ID!) { round(id: $id) { ${ROUND_FIELDS} } }`;

export const ROUNDS = `query($game: String, $first: Int, $after: String) {
  rounds(game: $game, first: $first, after: $after) { nodes { ${ROUND_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const FAIRNESS = `query { fairness { serverSeedHash clientSeed nonce previous { serverSeed serverSeedHash clientSeed lastNonce } } }`;

export const ROTATE_SEED = `mutation($clientSeed: String) {
  rotateSeed(clientSeed: $clientSeed) { serverSeedHash clientSeed nonce previous { serverSeed serverSeedHash clientSeed lastNonce } }
}`;

export const BALANCE = `query { balance }`;

export const ACTIVE_ROUND = `query($game: String!) { activeRound(game: $game) { ${ROUND_FIELDS} } }`;
