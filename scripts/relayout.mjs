// One-off tool: moves files per scripts/relayout-map.json and rewrites relative imports everywhere.
// Usage: node scripts/relayout.mjs [--imports-only]   (the second form fixes imports of a branch
// written against the old paths, after the moves have landed).
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const mapFile = process.argv.find((a) => a.endsWith('.json')) ?? 'scripts/relayout-map.json';
const map = JSON.parse(readFileSync(join(root, mapFile), 'utf8'));
const keys = Object.keys(map).sort((a, b) => b.length - a.length);
const importsOnly = process.argv.includes('--imports-only');

const mapPath = (p) => {
  for (const k of keys) {
    if (k.endsWith('/') ? p.startsWith(k) : p === k) return map[k] + p.slice(k.length);
  }
  return p;
};

const tracked = execSync('git ls-files', { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const oldFiles = new Set(tracked);
const moves = new Map();
for (const f of tracked) {
  const n = mapPath(f);
  if (n !== f) moves.set(f, n);
}
// The inverse: the old path of a file now at `p` (for --imports-only runs after the move).
const inverse = new Map([...moves].map(([o, n]) => [n, o]));

const code = tracked.filter(
  (f) => /\.(tsx?|mjs|js)$/.test(f) && /^(src|tests|generators)\//.test(f),
);
const exts = ['', '.ts', '.tsx', '/index.ts', '/index.tsx', '.js'];
function resolveOld(fromOldDir, spec) {
  const base = join(fromOldDir, spec);
  for (const e of exts) {
    const cand = base + e;
    if (oldFiles.has(cand) || (inverse.has(cand) === false && oldFiles.has(cand)))
      return { path: cand, ext: e };
  }
  return null;
}
function rel(fromDir, to) {
  let r = relative(fromDir, to);
  if (!r.startsWith('.')) r = './' + r;
  return r;
}

const plan = [];
for (const f of code) {
  const oldPath = importsOnly ? (inverse.get(f) ?? f) : f;
  const newPath = importsOnly ? f : (moves.get(f) ?? f);
  const src = readFileSync(join(root, f), 'utf8');
  const out = src.replace(
    /(from\s+|import\(\s*|vi\.mock\(\s*|vi\.importActual\(\s*|require\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (whole, pre, q, spec) => {
      const hit = resolveOld(dirname(oldPath), spec);
      if (!hit) return whole;
      const targetNew = mapPath(hit.path);
      let target = targetNew;
      // keep the specifier's style: strip the extension we added
      if (hit.ext && target.endsWith(hit.ext)) target = target.slice(0, -hit.ext.length);
      else if (hit.ext === '') target = targetNew;
      const r = rel(dirname(newPath), target);
      return `${pre}${q}${r}${q}`;
    },
  );
  plan.push({ f, newPath, out, changed: out !== src });
}
if (!importsOnly) {
  for (const [o, n] of moves) {
    mkdirSync(dirname(join(root, n)), { recursive: true });
    execSync(`git mv "${o}" "${n}"`, { cwd: root });
  }
}
for (const p of plan) {
  if (p.changed || moves.has(p.f)) writeFileSync(join(root, p.newPath), p.out);
}
console.log(
  `moved ${importsOnly ? 0 : moves.size} files; rewrote imports in ${plan.filter((p) => p.changed).length}`,
);
