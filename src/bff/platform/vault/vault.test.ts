import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { noInvoiceDefaults } from '../../../contract/invoice-defaults';
import { Vault } from './vault';

const dirs: string[] = [];
const fresh = async () => {
  const d = await mkdtemp(join(tmpdir(), 'desk-vault-'));
  dirs.push(d);
  return d;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const biz = {
  id: '3f1c2d9e-8a7b-4c6d-9e0f-1a2b3c4d5e6f',
  title: 'Acme',
  business_type: 'association' as const,
};
const token = 'tok_supersecret_1234567890';

describe('Vault', () => {
  it('stores tokens and webhook secrets encrypted, with a generated key file of mode 0600', async () => {
    const dir = await fresh();
    const v = await Vault.open(dir, undefined);
    await v.connect(biz, { token, webhookSecret: 'whsec_abc123' });
    const raw = await readFile(join(dir, 'vault.json'), 'utf8');
    expect(raw).not.toContain(token);
    expect(raw).not.toContain('whsec_abc123');
    expect(raw).toContain('Acme');
    expect((await stat(join(dir, 'vault.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'vault.json'))).mode & 0o777).toBe(0o600);
    const again = await Vault.open(dir, undefined);
    expect(again.credentials(biz.id)).toEqual({ token, webhookSecret: 'whsec_abc123' });
    expect(again.list()).toEqual([biz]);
  });

  it('uses DESK_SECRET when given and refuses to open with a different one', async () => {
    const dir = await fresh();
    const v = await Vault.open(dir, 'a-long-desk-secret-value');
    await v.connect(biz, { token, webhookSecret: null });
    await expect(Vault.open(dir, 'another-long-secret-value')).rejects.toThrow();
    expect((await Vault.open(dir, 'a-long-desk-secret-value')).credentials(biz.id)?.token).toBe(token);
  });

  it('forgets the token and remembered fields on disconnect', async () => {
    const dir = await fresh();
    const v = await Vault.open(dir, undefined);
    await v.connect(biz, { token, webhookSecret: null });
    await v.remember(biz.id, 'e1', { vat: '2.10', invoice_number: 'PI-7' });
    expect(v.remembered(biz.id, 'e1')).toEqual({ vat: '2.10', invoice_number: 'PI-7' });
    expect(await v.disconnect(biz.id)).toBe(true);
    expect(await v.disconnect(biz.id)).toBe(false);
    expect(v.credentials(biz.id)).toBeUndefined();
    expect(v.remembered(biz.id, 'e1')).toBeNull();
    expect((await Vault.open(dir, undefined)).list()).toEqual([]);
  });

  it('keeps a business’s invoice defaults across a restart, a field left out as not set, and forgets them on disconnect', async () => {
    const dir = await fresh();
    const v = await Vault.open(dir, undefined);
    await v.connect(biz, { token, webhookSecret: null });
    expect(v.invoiceDefaults(biz.id)).toEqual(noInvoiceDefaults);
    await v.saveInvoiceDefaults(biz.id, { series: 'A', payment_options: [] });
    const stored = { ...noInvoiceDefaults, series: 'A', payment_options: [] };
    expect((await Vault.open(dir, undefined)).invoiceDefaults(biz.id)).toEqual(stored);
    await v.disconnect(biz.id);
    expect((await Vault.open(dir, undefined)).invoiceDefaults(biz.id)).toEqual(noInvoiceDefaults);
  });
});
