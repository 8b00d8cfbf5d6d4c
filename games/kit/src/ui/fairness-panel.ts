// `<rgs-fairness>` lives in ./fairness/; this entry keeps the shell's `import './fairness-panel'` working.
export * from './fairness/fairness-panel';
