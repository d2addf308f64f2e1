import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, initialLocale, loadNamespaces } from './i18n/load';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first screen (the overview) ships in the entry, so its words come with the shell's, before the first paint.
// (A promise, not a top-level await: that would make the bundler split every module the lazy screens share.)
void loadNamespaces(['overview']);
void activateLocale(initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
