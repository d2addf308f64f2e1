import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults: every stored hash, and the dummy, cost the same to check. */
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

/** A hash of nothing anyone knows: an unknown e-mail is checked against it, so it costs what a wrong password costs. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(24).toString('base64url')));

/** Whether `password` matches `hash`; a malformed hash is a mismatch, never an error. */
export const passwordMatches = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password).catch(() => false);

/** DESK_PASSWORD may itself be an argon2 hash: then it is stored as it is. */
export const hashOfGiven = (given: string): Promise<string> =>
  given.startsWith('$argon2') ? Promise.resolve(given) : hashPassword(given);
