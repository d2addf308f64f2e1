import type Database from 'better-sqlite3';

// Who captured each expense made through the desk: staff see only their own. The API does not know our people.

export class ExpenseCreators {
  constructor(private readonly db: Database.Database) {}

  /** The first capture of an expense names its creator (a retried capture answers the same expense). */
  add(business: string, expense: string, personId: string, nowS: number): void {
    this.db
      .prepare(
        'INSERT INTO expense_creators (business, expense_id, person_id, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(business, expense, personId, nowS);
  }

  isTheirs(business: string, expense: string, personId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM expense_creators WHERE business = ? AND expense_id = ? AND person_id = ?')
        .get(business, expense, personId) !== undefined
    );
  }

  /** A person's captures in a business, newest first. */
  of(business: string, personId: string): string[] {
    return this.db
      .prepare(
        'SELECT expense_id FROM expense_creators WHERE business = ? AND person_id = ? ORDER BY at DESC, expense_id',
      )
      .pluck()
      .all(business, personId) as string[];
  }
}
