/**
 * The mirror's door: each business's invoices and expenses kept in SQLite (mirror.sqlite), fed by every answer of the
 * API and by its own walks, and the queries the other rooms build on (what is owed, paid months, buyers' accounts).
 */
export { mirrorRoom, openMirror } from './room';
export { Mirror } from './mirror';
export type { MirrorReads } from './mirror-reads';
export type { MirrorDb } from './mirror-db';
export type { MirrorFeed } from './mirror-feed';
export type { MirrorSync } from './mirror-sync';
export { amountOfCents, centsOf } from './amounts';
export { type KeptLinks, noLinks, openCreditSql, openOfferSql, owedSql } from './owed-sql';
export { paidByMonth, paidKnownFrom } from './paid-months';
export type { Kind, RecordOf } from './rows';
export { searchIds, type SearchPage } from './search-query';
export { credits, offers } from './type-lists';
export { buyerAccountMap, keysIn, keysOfAccount } from './buyer-accounts-query';
