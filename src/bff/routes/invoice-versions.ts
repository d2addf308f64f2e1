/**
 * The newest `updated_at` seen per invoice (from answers and webhooks), so a cached PDF is served only for the
 * version it was rendered from, without asking the API first.
 */
export class InvoiceVersions {
  private readonly versions = new Map<string, number>();

  get(business: string, id: string): number | undefined {
    return this.versions.get(`${business}:${id}`);
  }

  set(business: string, id: string, updatedAt: number): void {
    const key = `${business}:${id}`;
    if ((this.versions.get(key) ?? -1) <= updatedAt) this.versions.set(key, updatedAt);
  }

  forget(business: string, id: string): void {
    this.versions.delete(`${business}:${id}`);
  }

  /** Reads `{data: Invoice}` or `{data: [Invoice]}`. */
  learn(business: string, body: unknown): void {
    const data = (body as { data?: unknown } | null)?.data;
    for (const inv of Array.isArray(data) ? data : [data]) {
      const { id, updated_at } = (inv ?? {}) as { id?: unknown; updated_at?: unknown };
      if (typeof id === 'string' && typeof updated_at === 'number') this.set(business, id, updated_at);
    }
  }
}
