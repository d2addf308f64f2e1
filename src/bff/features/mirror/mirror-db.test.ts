import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleInvoice } from '../../../contract/test-samples';
import { tempDir } from '../../testing/harness';
import { openMirrorDb } from './mirror-db';
import { Mirror } from './mirror';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir('mirror-file-')));
afterEach(() => dir.remove());

describe('the mirror file', () => {
  it('is rebuilt empty when corrupt, the bad file kept aside, without throwing', () => {
    const file = join(dir.dir, 'mirror.sqlite');
    writeFileSync(file, Buffer.alloc(8192, 0x5a));
    const logged: string[] = [];
    const db = openMirrorDb(dir.dir, (m) => logged.push(m));
    const mirror = new Mirror(db);
    expect([...mirror.invoices('b')]).toEqual([]);
    mirror.put('b', 'invoices', sampleInvoice());
    expect(mirror.invoice('b', sampleInvoice().id)).toEqual(sampleInvoice());
    mirror.close();
    expect(readdirSync(dir.dir).some((f) => f.startsWith('mirror.sqlite.corrupt-'))).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logged[0]).toMatch(/could not be read/);
  });

  it('keeps its rows across a reopen, and is made anew when deleted', () => {
    let mirror = Mirror.open(dir.dir);
    mirror.put('b', 'invoices', sampleInvoice());
    mirror.close();
    mirror = Mirror.open(dir.dir);
    expect([...mirror.invoices('b')]).toHaveLength(1);
    mirror.close();
    for (const f of readdirSync(dir.dir))
      if (f.startsWith('mirror.sqlite')) writeFileSync(join(dir.dir, f), '');
    mirror = Mirror.open(dir.dir);
    expect([...mirror.invoices('b')]).toHaveLength(0);
    mirror.close();
  });
});
