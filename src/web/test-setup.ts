import '@testing-library/jest-dom/vitest';
import { activateLocale, loadNamespaces } from './i18n/load';
import { namespaces } from './i18n/namespaces';

// Components render with the English catalogues, as a browser whose language is English sees them.
await loadNamespaces(namespaces);
// (A test in vitest's node environment — the BFF's render of the first screen — has no document to set a language on.)
if (typeof document !== 'undefined') await activateLocale('en');
