/** Every word the result banner says, in one language. */
export interface FeedbackStrings {
  readonly won: string;
  readonly noWin: string;
  /** A round that paid back exactly its stake (a push). */
  readonly even: string;
  /** A round that paid back less than its stake, but not nothing. */
  readonly partial: string;
}
