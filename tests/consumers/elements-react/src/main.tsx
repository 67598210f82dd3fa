// A React 19 app in strict TypeScript: the docs' sample (src/Sample.tsx,
// written there by the test from docs/elements.md) and a page around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<StrictMode><App /></StrictMode>);
