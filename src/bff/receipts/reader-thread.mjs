// The reader thread's entry: worker threads do not inherit tsx's loader, so it is registered here before the
// TypeScript module is loaded (the same loader `npm start` runs under).
import { tsImport } from 'tsx/esm/api';

await tsImport('./reader-worker.ts', import.meta.url);
