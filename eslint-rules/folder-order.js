import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The rooms of src/ and their order (docs/architecture.md). A folder may import only folders
 * before it, so no two folders can ever import each other (no cycle between folders). Features are
 * one rank: none imports another. mocks/ is imported only by the boot (src/main.tsx) and tests.
 */
export const ROOMS = [
  'model',
  'generated',
  'config',
  'theme',
  'session',
  'i18n',
  'validation',
  'access',
  'routing',
  'data',
  'monitoring',
  'operator',
  'ui',
  'renderers',
  'features',
  'layout',
  'app',
];

const SRC = resolve(process.cwd(), 'src');

/**
 * The rooms inside src/renderers/ and what each may import besides the layers below renderers
 * (docs/architecture.md); the stand-ins in src/overrides/renderers/ count as one room. `shared`
 * holds what every page kind uses (page kinds, formatting, route links, access hooks); `values` draws one value of a record; `actions` the schema's record and
 * bulk actions. The page kinds import those and never each other, except settings, which draws
 * its fields with the form's inputs (settings → form). The files at the root are the front door
 * (PageRenderer: it picks a page kind, so it may import every room and no room imports it); the
 * library stand-ins the list and show pages draw with import only `shared`.
 */
export const RENDERER_ROOMS = {
  shared: [],
  values: ['shared'],
  actions: ['shared'],
  form: ['shared', 'values'],
  list: ['shared', 'values', 'actions', 'stand-ins'],
  show: ['shared', 'values', 'actions', 'stand-ins'],
  settings: ['shared', 'values', 'form'],
  tabs: ['shared'],
  dashboard: ['shared'],
  'stand-ins': ['shared'],
};
const RENDERERS = resolve(SRC, 'renderers');
/** The renderers' stand-ins for library parts (src/overrides/README.md). */
const RENDERER_STAND_INS = resolve(SRC, 'overrides', 'renderers');

/** The room inside src/renderers/ of a file ('list', 'stand-ins', 'front'), null outside it. */
function rendererRoomOf(file) {
  const standIn = relative(RENDERER_STAND_INS, file);
  if (!standIn.startsWith('..') && standIn !== '') return 'stand-ins';
  const rel = relative(RENDERERS, file);
  if (rel.startsWith('..') || rel === '') return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : 'front';
}

/** Why a file of src/renderers/ may not import another one there, or null when it may. */
function rendererWallWhy(file, target) {
  const from = rendererRoomOf(file);
  const to = rendererRoomOf(target);
  if (!from || !to || from === to || from === 'front') return null;
  if (to === 'front') return 'only the app draws a page through PageRenderer';
  const may = RENDERER_ROOMS[from];
  if (!may) return `'${from}' is not a room of src/renderers (docs/architecture.md)`;
  if (!(to in RENDERER_ROOMS))
    return `'${to}' is not a room of src/renderers (docs/architecture.md)`;
  if (may.includes(to)) return null;
  return `renderers/${from} imports only ${may.map((r) => `renderers/${r}`).join(', ') || 'the layers below renderers'}; move the shared part down to renderers/shared`;
}

/**
 * 'features/team' for src/features/team/x.ts, 'layout' for src/layout/x.ts and
 * src/overrides/layout/x.ts, null outside src.
 */
function roomOf(file) {
  const rel = relative(SRC, file);
  if (rel.startsWith('..') || rel === '') return null;
  const parts = rel.split(sep);
  // src/main.tsx is the boot; 'src/access' (an index import) is the access room.
  if (parts.length === 1) return /^main(\.tsx?)?$/.test(parts[0]) ? 'main' : parts[0];
  // src/overrides/<room>/: a stand-in for a library part belongs to the room that uses it.
  if (parts[0] === 'overrides' && parts.length > 2) return parts[1];
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

const rank = (room) => ROOMS.indexOf(room.startsWith('features/') ? 'features' : room);

/** @type {import('eslint').Rule.RuleModule} */
export const folderOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go down the room order of src/ (docs/architecture.md).' },
    schema: [],
  },
  create(context) {
    const from = roomOf(context.filename);
    if (!from || from === 'main') return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(context.filename), spec);
      const to = roomOf(target);
      if (!to) return;
      if (to === from) {
        const inside = from === 'renderers' ? rendererWallWhy(context.filename, target) : null;
        if (inside) {
          const name = (f) => `src/renderers/${relative(RENDERERS, dirname(f)) || '.'}`;
          context.report({
            node,
            message: `${name(context.filename)} may not import ${relative(SRC, target)}: ${inside}.`,
          });
        }
        return;
      }
      let why = null;
      if (to === 'main') why = 'nothing imports the boot';
      else if (to === 'mocks') why = 'only src/main.tsx (lazily) and tests import the mock API';
      else if (from === 'mocks')
        why =
          rank(to) > rank('data') ? 'the mock API uses only the shared layers up to data' : null;
      else if (from.startsWith('features/') && to.startsWith('features/'))
        why = 'features never import each other: move the shared part down (ui, data, operator…)';
      else if (rank(to) === -1 || rank(from) === -1)
        why = `'${rank(to) === -1 ? to : from}' is not a room of docs/architecture.md`;
      else if (rank(to) > rank(from))
        why = `${from} comes before ${to} in the room order (${ROOMS.join(' < ')})`;
      if (why) context.report({ node, message: `src/${from} may not import src/${to}: ${why}.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'folder-order': folderOrder } };
