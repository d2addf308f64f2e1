import { minPasswordLength } from '../../../../contract/people';
import type { Translate } from '../../../i18n/use-t';

/** A password a person chooses (the contract's rule), checked before asking, in the person's words. */
export const newPasswordRules = (t: Translate) => ({
  required: t('people.password.missing'),
  minLength: { value: minPasswordLength, message: t('people.password.short', { min: minPasswordLength }) },
  maxLength: { value: 1024, message: t('people.password.long') },
});
