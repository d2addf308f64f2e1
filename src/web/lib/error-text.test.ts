import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { bffErrorCodes } from '../../contract/bff';
import { activateLocale } from '../i18n/load';
import type { Translate } from '../i18n/use-t';
import { ApiError, errorFromAnswer, networkError } from './api-error';
import { apiErrorWords, errorText } from './error-text';

const t: Translate = (id, values) => i18n._(id, values);

afterEach(async () => {
  await activateLocale('en');
});

describe('what a failed request says', () => {
  it('shows the invoicing API’s 422 message as it comes', () => {
    const refused = errorFromAnswer(422, {
      status: 422,
      code: 'validation',
      message: 'Laukas „buyer.name“ privalomas.',
      errors: {},
    });
    expect(errorText(t, refused)).toBe('Laukas „buyer.name“ privalomas.');
  });

  it('tells the BFF’s own errors by their code, not by the English sentence they carry', async () => {
    const down = errorFromAnswer(502, {
      status: 502,
      code: 'upstream_unavailable',
      message: 'The API answered with a web page (HTTP 503) instead of data.',
    });
    expect(errorText(t, down)).toBe('The invoicing service cannot be reached right now.');
    await activateLocale('lt');
    expect(errorText(t, down)).toBe('Sąskaitų sistema šiuo metu nepasiekiama.');
    expect(errorText(t, networkError())).toBe(
      'Serveris nepasiekiamas. Patikrinkite ryšį ir bandykite dar kartą.',
    );
    await activateLocale('de');
    expect(errorText(t, down)).toBe('Der Rechnungsdienst ist gerade nicht erreichbar.');
  });

  it('says how long to wait when the BFF said so', () => {
    const busy = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'The receipt reader is busy: try again in 3 s.',
      retryAfterS: 2.4,
    });
    expect(errorText(t, busy)).toBe('Too many requests right now. Try again in 3 s.');
    expect(errorText(t, new ApiError({ status: 429, code: 'rate_limited', message: '' }))).toBe(
      'Too many requests right now. Try again in a moment.',
    );
  });

  it('has words for every code the BFF and the browser can give, and a plain sentence for anything else', () => {
    for (const code of [...bffErrorCodes, 'network', 'bad_response'] as const)
      expect(t(apiErrorWords[code])).not.toBe(apiErrorWords[code]);
    expect(errorText(t, new TypeError('x is undefined'))).toBe('Something unexpected went wrong.');
  });
});
