import type { Clock } from '../../../contract/clock';
import { newRecoveryCodes, newTotp, totpStep } from '../../platform/auth/totp';
import type { SignedInPerson } from '../../platform/auth/sessions';
import { BffHttpError, validationError } from '../../platform/errors';
import type { PeopleStore } from './people-store';

const wrongCode = () =>
  validationError({ code: ['That code is not right: enter the six digits the app shows now.'] });

/**
 * A person's optional second factor (TOTP, RFC 6238): set up (a secret kept sealed, still off), turned on by a first
 * right code — which answers the ten one-time recovery codes, shown this once — and turned off by a code or a
 * recovery code. While it is on, a login needs a code after the password.
 */
export class SecondFactor {
  constructor(
    private readonly people: PeopleStore,
    private readonly clock: Clock,
  ) {}

  begin(person: SignedInPerson): { secret: string; uri: string } {
    if (person.totp_enabled)
      throw new BffHttpError(409, 'conflict', 'The second factor is on already: turn it off first.');
    const totp = newTotp(person.email);
    this.people.setTotp(person.id, totp.secret, false);
    return totp;
  }

  confirm(person: SignedInPerson, code: string): { recovery_codes: string[] } {
    const pending = this.people.totpOf(person.id);
    if (!pending || pending.on)
      throw new BffHttpError(409, 'conflict', 'Start the set-up first (POST /api/account/totp).');
    const step = totpStep(pending.secret, code, this.clock.now().getTime());
    if (step === undefined) throw wrongCode();
    const recovery_codes = newRecoveryCodes();
    this.people.setTotp(person.id, pending.secret, true, recovery_codes);
    this.people.useTotpStep(person.id, step);
    return { recovery_codes };
  }

  disable(person: SignedInPerson, code: string): void {
    const current = this.people.totpOf(person.id);
    if (!current?.on) throw new BffHttpError(409, 'conflict', 'The second factor is not on.');
    const step = totpStep(current.secret, code, this.clock.now().getTime());
    const proven =
      step !== undefined
        ? this.people.useTotpStep(person.id, step)
        : this.people.useRecoveryCode(person.id, code);
    if (!proven) throw wrongCode();
    this.people.setTotp(person.id, null, false);
  }
}
