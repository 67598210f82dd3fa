// TSX through Vite's own transform, React 19's automatic runtime; no plugin.
import { defineConfig } from 'vite';

export default defineConfig({ oxc: { jsx: { runtime: 'automatic' } } });
