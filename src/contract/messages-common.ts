/**
 * The contract's sentences said on every screen (common fields, enums, text bounds, expenses and their advice), by code,
 * in English with `{name}` placeholders, and `say` that fills them; the invoice form's are in messages-invoice.ts, kept
 * apart so the first screen does not carry them. messages.ts joins both and reads a sentence back.
 */

type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;
type ValueOf<Name extends string> = Name extends 'max' ? number : string;
/** The values a sentence needs: `{ max: 200 }` for "At most {max} lines", nothing for a sentence without placeholders. */
type ValuesArgument<S extends string> = [PlaceholdersOf<S>] extends [never]
  ? []
  : [values: { [Name in PlaceholdersOf<S>]: ValueOf<Name> }];

/** The `{name}` placeholders of a template (the reader in messages.ts splits on it too). */
export const placeholder = /\{(\w+)\}/g;

/**
 * `say` for a table of sentences: the English sentence of a code, its placeholders filled as they are (no grouping or
 * rounding): `say('maxLines', { max: 200 })` → "At most 200 lines". `{max}` is always a whole number, the rest text.
 */
export const sayer =
  <Table extends Record<string, string>>(table: Table) =>
  <C extends keyof Table & string>(code: C, ...[values]: ValuesArgument<Table[C]>): string => {
    const given = (values ?? {}) as Record<string, string | number>;
    const template: Table[C] = table[code];
    return template.replace(placeholder, (_, name: string) => String(given[name]));
  };

export const commonMessages = {
  // common.ts
  notValidId: 'Not a valid id',
  enterDate: 'Enter a date as YYYY-MM-DD',
  chooseCurrency: 'Choose a currency',
  currencyCode: 'Choose a currency (a three-letter ISO 4217 code)',
  labelAsText: 'Enter the label as text',
  labelTooLong: 'Keep the label under {max} characters',
  valueAsText: 'Enter the value as text',
  valueTooLong: 'Keep the value under {max} characters',
  enterLabelAndValue: 'Enter a label and a value',
  // enums.ts
  chooseInvoiceType: 'Choose an invoice type',
  chooseInvoiceLanguage: 'Choose one of en, lt, es, de, fr',
  chooseBusinessType: 'Choose a business type',
  choosePaymentOptionType: 'Choose bank or other',
  unknownEventName: 'Unknown event name',
  // input-bounds.ts
  enterText: 'Enter this as text',
  textTooLong: 'Keep this under {max} characters',
  // expense.ts
  fileNotAccepted: '“{name}” is not an accepted file: use {extensions}',
  enterSeller: 'Enter the seller',
  enterTotalInclVat: 'Enter the total incl. VAT',
  totalInclVatNotNumber: 'Enter the total incl. VAT as a number, e.g. 12.50',
  totalInclVatTooLarge: 'The total incl. VAT is too large',
  enterVatAmount: 'Enter the VAT amount',
  vatAmountNotNumber: 'Enter the VAT amount as a number, e.g. 12.50',
  vatAmountTooLarge: 'The VAT amount is too large',
  numberTooLong: 'Keep the number under {max} characters',
  // expense-advice.ts
  totalInclVatCents: 'Enter the total incl. VAT as a number with at most 2 decimals, e.g. 12.50',
  vatAmountCents: 'Enter the VAT amount as a number with at most 2 decimals, e.g. 12.50',
  vatOverTotal: 'VAT cannot be more than the total',
} as const;

export const say = sayer(commonMessages);
