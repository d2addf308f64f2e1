import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contractMessages, type ContractMessageCode } from '../../contract/messages';
import { sayer } from '../../contract/messages-common';
import { Field } from '../components/ui/field';
import { contractMessageWords } from './contract-words';
import { activateLocale } from './load';
import { locales } from '../../contract/locales';
import { useT } from './use-t';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const codes = Object.keys(contractMessages) as ContractMessageCode[];
const say = sayer(contractMessages);
const sayAny = say as (code: ContractMessageCode, values?: Record<string, string | number>) => string;
/** A sentence of each code, its placeholders filled (`{max}` with a count, text with a file name and a list). */
const sentenceOf = (code: ContractMessageCode, max: number) =>
  sayAny(code, { max, name: 'scan 1,5 „a“.exe', extensions: 'pdf, png' });

function SellerField({ error }: { error: string }) {
  return (
    <Field label="Seller" error={error}>
      {(control) => <input {...control} />}
    </Field>
  );
}

describe('the contract’s sentences in the person’s language', () => {
  it('shows a rule’s field error in Lithuanian, values and plural forms included', async () => {
    await activateLocale('lt');
    const { rerender } = render(<SellerField error={say('enterSeller')} />);
    expect(screen.getByRole('textbox', { name: 'Seller' })).toHaveAccessibleDescription('Įveskite pardavėją');
    rerender(<SellerField error={say('maxLines', { max: 200 })} />);
    expect(screen.getByText('Ne daugiau kaip 200 eilučių')).toBeInTheDocument();
    rerender(<SellerField error={say('maxDecimals', { max: 4 })} />);
    expect(screen.getByText('Naudokite ne daugiau kaip 4 skaitmenis po kablelio')).toBeInTheDocument();
  });

  it('shows any other message exactly as it came: the real service’s own 422 wording', async () => {
    await activateLocale('lt');
    render(<SellerField error="The seller field is required." />);
    expect(screen.getByText('The seller field is required.')).toBeInTheDocument();
  });

  it('keeps the English sentence on a screen whose rules catalogue is not loaded (never a bare id)', () => {
    const catalogueWithoutRules = (id: string) => id;
    expect(contractMessageWords(say('maxLines', { max: 200 }), catalogueWithoutRules)).toBe(
      'At most 200 lines',
    );
  });

  it('follows a switch of language while the error is on screen', async () => {
    render(<SellerField error={say('enterSeller')} />);
    expect(screen.getByText('Enter the seller')).toBeInTheDocument();
    await activateLocale('de');
    expect(await screen.findByText('Geben Sie den Verkäufer an')).toBeInTheDocument();
  });

  it('in English, says every sentence exactly as the API does', () => {
    const t = renderedT();
    for (const code of codes) {
      for (const max of [1, 20, 2000])
        expect(contractMessageWords(sentenceOf(code, max), t)).toBe(sentenceOf(code, max));
    }
  });

  it.each(locales.filter((l) => l !== 'en'))(
    'in %s, has words of its own for every sentence, its values filled',
    async (locale) => {
      await activateLocale(locale);
      const t = renderedT();
      for (const code of codes) {
        const english = sentenceOf(code, 2000);
        const words = contractMessageWords(english, t);
        expect(words, code).not.toBe(english);
        expect(words, code).not.toMatch(/[{}#]|rules\./);
        if (code === 'fileNotAccepted') expect(words).toContain('scan 1,5 „a“.exe');
        if (code === 'maxLines') expect(words).toMatch(/2.?000/u);
      }
    },
  );
});

/** The translate function a component gets (the test reads it once; it follows the active language). */
function renderedT() {
  let t: ReturnType<typeof useT> | undefined;
  function Probe() {
    t = useT();
    return null;
  }
  render(<Probe />);
  if (!t) throw new Error('useT did not run');
  return t;
}
