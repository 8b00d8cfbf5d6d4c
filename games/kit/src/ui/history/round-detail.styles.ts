import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/** A round's details: facts, params, the collapsible outcome and its fairness data. */
export const roundDetailStyles = css`
  :host { padding: 4px 0 8px; }
  details { margin: 6px 0; }
  summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; }
  pre { max-height: 240px; overflow: auto; border: 1px solid ${paletteVar('--rgs-border')}; border-radius: 6px; padding: 8px; }
`;
