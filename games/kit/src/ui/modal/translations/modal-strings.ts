/** Every word the modal and the rules page say, in one language. */
export interface ModalStrings {
  /** The close button's accessible name. */
  readonly close: string;
  readonly howToPlay: string;
  /** The paytable's caption. */
  readonly paytable: string;
  /** The RTP line's label. */
  readonly rtp: string;
  /** The maximum win line's label. */
  readonly maxWin: string;
  readonly notes: string;
}
