import '@testing-library/jest-dom/vitest';
import { activateLocale, loadNamespaces } from './i18n/load';
import { namespaces } from './i18n/namespaces';

// Components render with the English catalogues, as a browser whose language is English sees them.
await loadNamespaces(namespaces);
await activateLocale('en');
