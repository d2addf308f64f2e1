import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isCompany, type BusinessType } from '../../contract/enums';
import { nameFieldsOf, type Profile } from '../../contract/profile';
import type { Db } from './db';

export interface NewBusiness {
  business_title: string;
  business_type: BusinessType;
  address?: string | null | undefined;
  vat_code?: string | null | undefined;
  company_name?: string | null | undefined;
  company_code?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  individual_activity_id?: string | null | undefined;
  api_enabled?: boolean | undefined;
}

interface BusinessRow extends Required<Omit<NewBusiness, 'api_enabled'>> {
  id: string;
  api_enabled: number;
}

export interface TokenInfo {
  id: string;
  name: string;
  created_at: number;
}

/** Tokens are stored only as SHA-256 hashes: they are long random strings, so a fast hash is enough. */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Businesses (the app's accounts) and their API tokens. */
export function businessesRepo(db: Db) {
  const insertBusiness = db.prepare(
    `INSERT INTO businesses (id, business_title, business_type, address, vat_code, company_name, company_code,
       individual_activity_id, first_name, last_name, api_enabled, created_at)
     VALUES (@id, @business_title, @business_type, @address, @vat_code, @company_name, @company_code,
       @individual_activity_id, @first_name, @last_name, @api_enabled, @created_at)`,
  );
  const selectBusiness = db.prepare<[string], BusinessRow>('SELECT * FROM businesses WHERE id = ?');
  const insertToken = db.prepare(
    'INSERT INTO tokens (id, business_id, name, token_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const selectTokens = db.prepare<[string], TokenInfo>(
    'SELECT id, name, created_at FROM tokens WHERE business_id = ? ORDER BY created_at, rowid',
  );
  const deleteToken = db.prepare('DELETE FROM tokens WHERE business_id = ? AND id = ?');
  const selectTokenOwner = db.prepare<[string], { business_id: string }>(
    'SELECT business_id FROM tokens WHERE token_hash = ?',
  );

  const profileOf = (row: BusinessRow): Profile => {
    const base = {
      business_id: row.id,
      business_title: row.business_title,
      business_type: row.business_type,
      address: row.address,
      vat_code: row.vat_code,
    };
    return isCompany(row.business_type)
      ? { ...base, company_name: row.company_name, company_code: row.company_code }
      : {
          ...base,
          individual_activity_id: row.individual_activity_id,
          first_name: row.first_name,
          last_name: row.last_name,
        };
  };

  return {
    create(b: NewBusiness, nowSec: number): Profile {
      const row = {
        id: randomUUID(),
        business_title: b.business_title,
        business_type: b.business_type,
        address: b.address ?? null,
        vat_code: b.vat_code ?? null,
        ...nameFieldsOf(b),
        api_enabled: b.api_enabled === false ? 0 : 1,
        created_at: nowSec,
      };
      insertBusiness.run(row);
      return profileOf(row);
    },
    /** The profile as GET /profile shows it: the fields of its business type only. */
    profile(businessId: string): Profile | undefined {
      const row = selectBusiness.get(businessId);
      return row && profileOf(row);
    },
    apiEnabled(businessId: string): boolean | undefined {
      const row = selectBusiness.get(businessId);
      return row && row.api_enabled === 1;
    },
    createToken(businessId: string, name: string, nowSec: number): TokenInfo & { token: string } {
      const id = randomUUID();
      const token = `${id.slice(0, 8)}|${randomBytes(32).toString('base64url')}`;
      insertToken.run(id, businessId, name, hashToken(token), nowSec);
      return { id, name, token, created_at: nowSec };
    },
    tokens: (businessId: string): TokenInfo[] => selectTokens.all(businessId),
    deleteToken: (businessId: string, tokenId: string): boolean =>
      deleteToken.run(businessId, tokenId).changes > 0,
    /** The business a bearer token belongs to, or undefined when it is unknown or revoked. */
    businessOfToken: (token: string): string | undefined =>
      selectTokenOwner.get(hashToken(token))?.business_id,
  };
}
export type BusinessesRepo = ReturnType<typeof businessesRepo>;
