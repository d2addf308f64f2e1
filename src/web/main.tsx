import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-screen';
import { createDeskQueryClient } from './app/providers';
import { activateLocale, initialLocale, loadNamespaces } from './i18n/load';
import { warmFormats } from './lib/format';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * How long the first render waits for the first screen's data once the words are in: data that comes within it is on
 * the first paint (no placeholders flashing into figures, one render instead of two); slower data never holds the
 * page back longer, the placeholders show until it comes.
 */
const firstDataWaitMs = 600;

const client = createDeskQueryClient();
const firstData = prefetchFirstScreen(client, location.pathname);
// The first screen (the overview) ships in the entry, so its words come with the shell's, before the first paint.
// (A promise, not a top-level await: that would make the bundler split every module the lazy screens share.)
void loadNamespaces(['overview']);
const locale = initialLocale();
setTimeout(() => warmFormats(locale));
void activateLocale(locale)
  .then(() => Promise.race([firstData, new Promise((r) => setTimeout(r, firstDataWaitMs))]))
  .then(() => {
    const app = createRoot(root);
    // A transition renders in slices that yield to the browser every few milliseconds, so the first render is not one
    // long task holding the page (the commit to the DOM still is one).
    startTransition(() =>
      app.render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      ),
    );
  });
