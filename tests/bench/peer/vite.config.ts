import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The peer's API: the stub tests/bench/lighthouse.ts starts for it. */
export const PEER_API_PORT = 4643;
/** Outside the project, so neither git nor the linter sees the built peer. */
export const PEER_OUT = join(tmpdir(), 'console-bench-peer');

// A plain production build with Vite's defaults, as a react-admin project would start.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { PEER_API: JSON.stringify(`http://127.0.0.1:${PEER_API_PORT}`) },
  logLevel: 'warn',
  build: { outDir: PEER_OUT, emptyOutDir: true, target: 'es2022' },
});
