import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The defuse board and its settings, every rule under `.defuse` or `.defuse-settings` so nothing
 * leaks into the shell's markup. The bomb is drawn in its own fixed colours (steel, dynamite, brass,
 * the LED: red while armed, green once defused, its lamp blinking while armed), so it reads the same
 * on any operator's page; the words around it (the odds above it, the outcome under it) are in the
 * theme palette's colours. The shell's result banner stands over the odds once a round lands. The
 * wire buttons are clear glass over the art, each covering its wire, terminal and number: a hover or
 * a focus ring shows the lane. The live-wire radios are real radios covering their labels, unseen, so
 * clicks, touches and arrows reach the browser's own control. Animations take `--rgs-motion-scale`.
 */
export const defuseStyles = css`
.defuse{--win:${paletteVar('--rgs-win')};--loss:${paletteVar('--rgs-loss')};--surface:${paletteVar('--rgs-surface')};--border:${paletteVar('--rgs-border')};
flex-direction:column;flex-wrap:nowrap;align-items:stretch;gap:10px;padding:12px}
.defuse .odds{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:6px;margin:0}
.defuse .odds div{display:flex;flex-direction:column;align-items:center;gap:2px;min-width:0;padding:6px 4px;border-radius:8px;background:var(--surface);border:1px solid var(--border)}
.defuse .odds dt{font-size:12px;color:${paletteVar('--rgs-text-muted')};white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}
.defuse .odds dd{margin:0;font-size:16px;font-weight:700;font-variant-numeric:tabular-nums;white-space:nowrap}
.defuse .bomb{position:relative;width:100%;max-width:560px;margin:0 auto}
.defuse .bomb svg{display:block;width:100%;height:auto;filter:drop-shadow(0 3px 6px rgb(0 0 0/.35))}
.defuse .led .off{fill:#3a0b0b}.defuse .led .on,.defuse .lamp{fill:#ff3b2f}
.defuse .defused .led .off{fill:#06301a}.defuse .defused .led .on,.defuse .defused .lamp{fill:#3dff8b}
.defuse .armed .lamp{animation:blink calc(900ms*var(--rgs-motion-scale,1)) steps(1) infinite}
.defuse .status{font:800 9.5px/1 system-ui,sans-serif;letter-spacing:2px;fill:#ff6d63}
.defuse .defused .status{fill:#3dff8b}.defuse .defused .glass{stroke:#3dff8b;stroke-width:2}
.defuse .halo{stroke:#ff1744;stroke-width:15;stroke-opacity:.45}
.defuse .number circle{fill:#313941;stroke:#66717c;stroke-width:1.2}
.defuse .number text{font:700 12px/1 system-ui,sans-serif;fill:#fff}
.defuse .number.marked circle{fill:#ffc107;stroke:#1a1a1a}.defuse .number.marked text{fill:#1a1a1a}
.defuse .number.live circle{fill:#d50000;stroke:#fff}
.defuse .boom{font:900 34px/1 Impact,'Arial Black',system-ui,sans-serif;fill:#ffeb3b;stroke:#b71c1c;stroke-width:4;paint-order:stroke}
.defuse .wires{position:absolute;inset:0;pointer-events:none}
.defuse .wire{position:absolute;box-sizing:border-box;margin:0;padding:0;min-width:0;min-height:0;pointer-events:auto;border:0;border-radius:8px;background:none;box-shadow:none}
.defuse .wire.toggles{cursor:pointer}
.defuse .wire.toggles:hover{background:rgb(255 255 255/.22);box-shadow:inset 0 0 0 2px rgb(26 26 26/.5)}
.defuse .wire:focus-visible{outline:3px solid ${paletteVar('--rgs-focus')};outline-offset:1px;box-shadow:inset 0 0 0 3px #1a1a1a}
.defuse .outcome:empty{display:none}
.defuse .outcome{margin:0;min-height:40px;box-sizing:border-box;padding:9px 12px;border-radius:8px;text-align:center;font-weight:600;border:1px solid transparent}
.defuse .outcome.win{border-color:var(--win);background:color-mix(in srgb,var(--win) 14%,transparent)}
.defuse .outcome.loss{border-color:var(--loss);background:color-mix(in srgb,var(--loss) 10%,transparent)}
@keyframes blink{50%{opacity:.15}}
.defuse-settings{display:grid;gap:10px}
.defuse-settings fieldset{border:0;margin:0;padding:0;min-width:0}
.defuse-settings legend{padding:0;margin-bottom:4px;font-weight:600}
.defuse-settings .options{display:grid;grid-auto-columns:minmax(0,1fr);grid-auto-flow:column;gap:4px}
.defuse-settings label{position:relative;display:block;min-width:0}
.defuse-settings input{position:absolute;inset:0;width:100%;height:100%;min-width:0;min-height:0;margin:0;padding:0;opacity:0;cursor:pointer}
.defuse-settings label span{display:flex;align-items:center;justify-content:center;min-height:44px;box-sizing:border-box;padding:4px 6px;border-radius:6px;
border:1px solid ${paletteVar('--rgs-border')};background:${paletteVar('--rgs-surface')};font-variant-numeric:tabular-nums}
.defuse-settings input:checked+span{border:2px solid ${paletteVar('--rgs-accent-safe')};font-weight:700}
.defuse-settings input:focus-visible+span{outline:3px solid ${paletteVar('--rgs-focus')};outline-offset:2px}
.defuse-settings input:disabled{cursor:not-allowed}.defuse-settings input:disabled+span{opacity:.6}
.defuse-settings .marks{display:flex;align-items:center;justify-content:space-between;gap:8px}
.defuse-settings .marks p{margin:0;font-size:13px}
.defuse-settings .marks button{min-height:44px;flex:none;padding-inline:14px}
@media (prefers-reduced-motion:reduce){.defuse .lamp{animation:none!important}}
`;
