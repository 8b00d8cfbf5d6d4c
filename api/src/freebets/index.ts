export { createFreeBetQueries, type FreeBetQueries } from './free-bet-queries';
