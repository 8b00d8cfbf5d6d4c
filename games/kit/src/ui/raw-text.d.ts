/** Vite's `?raw` imports: a file's text, used for each game's RULES.md in its rules dialog. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
