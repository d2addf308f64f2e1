/**
 * Every sentence the contract says — the API's rules and the form's advice — by code, in English with `{name}`
 * placeholders. The embedded API sends these English sentences in its 422 bodies (clients and tests read them as they
 * are); the browser recognises them (readContractMessage) and shows the person's language instead
 * (web/i18n/contract-words.ts, catalogue namespace `rules`, ids `rules.<code>`).
 *
 * `{max}` is always a whole number and is read back as one; every other placeholder is text.
 */
export const contractMessages = {
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
  // invoice-input.ts: fields
  enterAmount: 'Enter an amount',
  amountTooLarge: 'Amount is too large',
  enterLineName: 'Enter what the line is for',
  enterUnits: 'Enter the units, e.g. pcs or h',
  enterQuantity: 'Enter the quantity',
  quantityTooLarge: 'Quantity is too large',
  enterVatPercentage: 'Enter the VAT %',
  vatPercentageTooLarge: 'VAT % is too large',
  lineShape: 'Each line needs a name, units, a quantity and an amount',
  chooseBuyerType: 'Choose company or individual',
  enterBuyer: 'Enter the buyer',
  customFieldsShape: 'Send custom fields as a list of labels and values',
  maxCustomFields: 'At most {max} custom fields',
  enterSellerDetails: 'Enter the seller’s details',
  fieldsShape: 'Send the fields as a list of labels and values',
  maxFields: 'At most {max} fields',
  enterPaymentOption: 'Enter the payment option',
  invoiceNumberAsText: 'The number is text of digits, e.g. "7" or "007"',
  invoiceNumberDigits: 'Use digits only, e.g. 7 or 007, above 0',
  enterSeries: 'Enter a series, e.g. INV',
  trueOrFalse: 'Must be true or false',
  addLine: 'Add at least one line',
  maxLines: 'At most {max} lines',
  notesAsText: 'Enter the notes as text',
  notesTooLong: 'Keep notes under {max} characters',
  paymentOptionsShape: 'Send payment options as a list',
  maxPaymentOptions: 'At most {max} payment options',
  invoiceShape: 'Send the invoice as a JSON object',
  // invoice-input.ts: across fields
  sellerWithDefaults: 'Leave the seller out when using your business details',
  sellerOrDefaults: 'Enter the seller, or use your business details',
  enterCompanyName: 'Enter the company name',
  enterFirstName: 'Enter the first name',
  enterLastName: 'Enter the last name',
  sellerVatCode: 'A VAT invoice needs the seller’s VAT code',
  enterLineAmount: 'Enter a unit price, a line total or a total incl. VAT',
  oneLineAmount: 'Give only one of unit price, line total or total incl. VAT',
  totalNeedsQuantity: 'A line total needs a quantity other than 0',
  unitPriceTooLarge: 'This makes a unit price over 1,000,000,000: check the quantity',
  // invoice-advice.ts
  seriesCharacters: 'Use letters, digits and - _ / . only',
  enterBuyerCompanyName: 'Enter the buyer’s company name',
  enterBuyerName: 'Enter the buyer’s name',
  emailFormat: 'Enter an e-mail address like name@example.com',
  maxDecimals: 'Use at most {max} decimal places',
  maxCents: 'Use at most 2 decimal places (cents)',
  quantityZero: 'Quantity is 0: the line adds nothing',
  negativeQuantity: 'A negative quantity usually belongs on a credit invoice',
  vatNegative: 'VAT % cannot be negative',
  vatOver100: 'VAT % cannot be over 100',
  dueBeforeIssue: 'The due date cannot be before the issue date',
  issueDateFar: 'The issue date is more than a year from today: check the year',
  enterBankAccount: 'Enter the bank account',
  addLabelAndValue: 'Add at least one label and value',
} as const;

export type ContractMessageCode = keyof typeof contractMessages;

type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;
type ValueOf<Name extends string> = Name extends 'max' ? number : string;
/** The values a code's sentence needs: `{ max: 200 }` for maxLines, nothing for a sentence without placeholders. */
export type ContractMessageValues<C extends ContractMessageCode> = {
  [Name in PlaceholdersOf<(typeof contractMessages)[C]>]: ValueOf<Name>;
};
type ValuesArgument<C extends ContractMessageCode> = [PlaceholdersOf<(typeof contractMessages)[C]>] extends [never]
  ? []
  : [values: ContractMessageValues<C>];

const placeholder = /\{(\w+)\}/g;

/** The English sentence of a code, its placeholders filled: `say('maxLines', { max: 200 })` → "At most 200 lines". */
export function say<C extends ContractMessageCode>(code: C, ...[values]: ValuesArgument<C>): string {
  const given = (values ?? {}) as Record<string, string | number>;
  return contractMessages[code].replace(placeholder, (_, name: string) => String(given[name]));
}

/** A sentence the contract said, read back: its code and the values of its placeholders. */
export interface ContractMessage {
  code: ContractMessageCode;
  values: Record<string, string | number>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as an anchored pattern: literal text as it is, `{max}` as digits, any other placeholder as any text. */
const readers = (Object.entries(contractMessages) as [ContractMessageCode, string][]).map(([code, template]) => {
  const names: string[] = [];
  const source = template
    .split(placeholder)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return part === 'max' ? '(\\d+)' : '(.*)';
    })
    .join('');
  return { code, names, pattern: new RegExp(`^${source}$`, 'su') };
});

/**
 * Which of the contract's sentences this is, with its values — or undefined for any other text (the real service's
 * own 422 wording, the BFF's messages), which the browser then shows as it came. A sentence two templates could have
 * said is not read at all (the tests prove none of ours is one), so it is never put into the wrong words.
 */
export function readContractMessage(message: string): ContractMessage | undefined {
  const matches = readers.flatMap(({ code, names, pattern }) => {
    const match = pattern.exec(message);
    return match ? [{ code, names, groups: match.slice(1) }] : [];
  });
  const [only] = matches;
  if (!only || matches.length > 1) return undefined;
  const values = Object.fromEntries(
    only.names.map((name, i) => {
      const text = only.groups[i] ?? '';
      return [name, name === 'max' ? Number(text) : text];
    }),
  );
  return { code: only.code, values };
}
