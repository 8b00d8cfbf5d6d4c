// The round's shape is the play API's, declared once in @rgs/schema (its light entry: no zod, no decimals).
export { ROUND_FIELDS, type PlayedRound } from '@rgs/schema/play';
