import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/** The fairness panel's own layout (the shared panel look is `panelStyles`). */
export const fairnessPanelStyles = css`
  section + section { border-top: 1px solid ${paletteVar('--rgs-border')}; margin-top: 12px; }
  .field { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
  .field label { flex: 1 0 100%; }
  .field input, .field select { flex: 1 1 12em; min-width: 0; }
  .problem { color: ${paletteVar('--rgs-loss')}; margin: 4px 0; }
`;
