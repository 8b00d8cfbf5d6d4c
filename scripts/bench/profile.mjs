// On-CPU profiles: `perf record -F 999 -g` of running processes (started with --perf-basic-prof so
// JIT-compiled JavaScript has names), folded into one line per stack and drawn as a flame graph SVG.
// No maintained npm package turns `perf script` output into an SVG, so both steps are here, small.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** Node flags that let perf name JavaScript frames (interpreted ones too). */
export const PERF_NODE_ARGS = ['--perf-basic-prof', '--interpreted-frames-native-stack'];

/** Samples `pids` at 999 Hz with call graphs for `seconds` into `file`. */
export async function perfRecord(pids, seconds, file) {
  const perf = spawn('perf', ['record', '-F', '999', '-g', '-o', file, '-p', pids.join(','), '--', 'sleep', String(seconds)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  perf.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(perf, 'exit');
  if (code !== 0) throw new Error(`perf record failed (${code}):\n${stderr}`);
}

/**
 * Reads `perf script` of `file` into folded stacks: "process;outer;…;leaf" → samples. perf prints
 * each sample as a header line, then one frame per line from the leaf outwards, then a blank line.
 */
export async function foldPerfData(file) {
  const script = spawn('perf', ['script', '-i', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  const folded = new Map();
  let stack = null;
  const finish = () => {
    if (stack && stack.length > 1) {
      const key = [stack[0], ...stack.slice(1).reverse()].join(';');
      folded.set(key, (folded.get(key) ?? 0) + 1);
    }
    stack = null;
  };
  for await (const line of createInterface({ input: script.stdout })) {
    if (line.trim() === '') finish();
    else if (!/^\s/.test(line)) stack = [line.trim().split(/\s+/)[0]];
    else if (stack) stack.push(frameName(line));
  }
  finish();
  const [code] = script.exitCode === null ? await once(script, 'exit') : [script.exitCode];
  if (code !== 0) throw new Error(`perf script failed (${code})`);
  return folded;
}

// "  7fea0c0062e6 JS:*hot file:///x.js:1:42+0x1a6 (perf-1.map)" → "JS:*hot file:///x.js:1:42".
function frameName(line) {
  const m = /^\s*[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\(([^)]*)\)\s*$/.exec(line);
  if (!m) return line.trim();
  const [, symbol, dso] = m;
  // A frame perf could not name is named by its file, which still says where the time went.
  const name = symbol === '[unknown]' ? (dso.startsWith('[') ? dso : `[${dso.split('/').pop()}]`) : symbol;
  return name.replaceAll(';', ':');
}

/**
 * Writes `<base>.folded` (the flame graph tools' format), `<base>.svg`, and `<base>.top.txt`: the
 * frames that were on the CPU themselves most often, the short answer to "where does it go".
 * Returns the sample count.
 */
export function writeFlameGraph(folded, title, base) {
  writeFileSync(`${base}.folded`, [...folded].map(([stack, n]) => `${stack} ${n}`).join('\n') + '\n');
  writeFileSync(`${base}.svg`, renderFlameGraph(folded, title));
  const total = [...folded.values()].reduce((a, b) => a + b, 0);
  const self = new Map();
  for (const [stack, n] of folded) {
    const leaf = stack.slice(stack.lastIndexOf(';') + 1);
    self.set(leaf, (self.get(leaf) ?? 0) + n);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
  writeFileSync(`${base}.top.txt`, top.map(([name, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}%  ${name}`).join('\n') + '\n');
  return total;
}

const WIDTH = 1200;
const ROW = 16;
const PAD = 10;

/** A flame graph: callers below, callees above, each frame as wide as its share of the samples. */
export function renderFlameGraph(folded, title) {
  // The tree of stacks, merged: each node counts the samples that passed through it.
  const root = { name: 'all', value: 0, children: new Map() };
  for (const [stack, n] of folded) {
    root.value += n;
    let node = root;
    for (const name of stack.split(';')) {
      let child = node.children.get(name);
      if (!child) node.children.set(name, (child = { name, value: 0, children: new Map() }));
      child.value += n;
      node = child;
    }
  }
  const frames = [];
  let depth = 0;
  const place = (node, x, level) => {
    const width = (node.value / root.value) * (WIDTH - 2 * PAD);
    if (width < 0.3) return; // narrower than a third of a pixel: invisible, and the file stays small
    frames.push({ node, x, level, width });
    depth = Math.max(depth, level);
    let offset = x;
    // Alphabetical, as flame graphs are: the x axis is not time, so equal stacks line up across runs.
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      place(child, offset, level + 1);
      offset += (child.value / root.value) * (WIDTH - 2 * PAD);
    }
  };
  place(root, PAD, 0);
  const height = (depth + 1) * ROW + 3 * PAD + 20;
  const rects = frames.map(({ node, x, level, width }) => {
    const y = height - PAD - (level + 1) * ROW;
    const share = ((100 * node.value) / root.value).toFixed(2);
    const label = width > 24 ? fit(node.name, Math.floor((width - 6) / 7)) : '';
    return (
      `<g><title>${escape(node.name)} (${node.value} samples, ${share}%)</title>` +
      `<rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="${color(node.name)}" rx="2"/>` +
      (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 11.5}">${escape(label)}</text>` : '') +
      '</g>'
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11">\n` +
    `<rect width="100%" height="100%" fill="#fdfdf6"/>\n` +
    `<text x="${WIDTH / 2}" y="${PAD + 12}" text-anchor="middle" font-size="14">${escape(title)} (${root.value} samples; hover a frame for its share)</text>\n` +
    rects.join('\n') +
    '\n</svg>\n'
  );
}

function fit(text, chars) {
  if (text.length <= chars) return text;
  return chars < 3 ? '' : `${text.slice(0, chars - 2)}..`;
}

// Warm colours by name, so one function has one colour everywhere; JavaScript greener, native redder.
function color(name) {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  const js = name.startsWith('JS:') || name.includes('.js:') || name.includes('.mjs:');
  const hue = js ? 50 + (h % 40) : h % 45;
  return `hsl(${hue}, ${65 + (h % 25)}%, ${55 + ((h >> 8) % 15)}%)`;
}

function escape(text) {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);
}
