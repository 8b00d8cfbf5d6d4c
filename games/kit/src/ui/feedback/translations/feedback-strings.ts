/** Every word the result banner says, in one language. */
export interface FeedbackStrings {
  readonly won: string;
  readonly noWin: string;
}
