import { readContractMessage, type ContractMessageCode } from '../../contract/messages';
import type { MessageId } from './messages';
import { useT, type Translate } from './use-t';

/** Each of the contract's sentences (src/contract/messages.ts) → its words in the catalogues (namespace `rules`). */
const contractWords: Record<ContractMessageCode, MessageId> = {
  notValidId: 'rules.notValidId',
  enterDate: 'rules.enterDate',
  chooseCurrency: 'rules.chooseCurrency',
  currencyCode: 'rules.currencyCode',
  labelAsText: 'rules.labelAsText',
  labelTooLong: 'rules.labelTooLong',
  valueAsText: 'rules.valueAsText',
  valueTooLong: 'rules.valueTooLong',
  enterLabelAndValue: 'rules.enterLabelAndValue',
  chooseInvoiceType: 'rules.chooseInvoiceType',
  chooseInvoiceLanguage: 'rules.chooseInvoiceLanguage',
  chooseBusinessType: 'rules.chooseBusinessType',
  choosePaymentOptionType: 'rules.choosePaymentOptionType',
  unknownEventName: 'rules.unknownEventName',
  enterText: 'rules.enterText',
  textTooLong: 'rules.textTooLong',
  fileNotAccepted: 'rules.fileNotAccepted',
  enterSeller: 'rules.enterSeller',
  enterTotalInclVat: 'rules.enterTotalInclVat',
  totalInclVatNotNumber: 'rules.totalInclVatNotNumber',
  totalInclVatTooLarge: 'rules.totalInclVatTooLarge',
  enterVatAmount: 'rules.enterVatAmount',
  vatAmountNotNumber: 'rules.vatAmountNotNumber',
  vatAmountTooLarge: 'rules.vatAmountTooLarge',
  numberTooLong: 'rules.numberTooLong',
  totalInclVatCents: 'rules.totalInclVatCents',
  vatAmountCents: 'rules.vatAmountCents',
  vatOverTotal: 'rules.vatOverTotal',
  enterAmount: 'rules.enterAmount',
  amountTooLarge: 'rules.amountTooLarge',
  enterLineName: 'rules.enterLineName',
  enterUnits: 'rules.enterUnits',
  enterQuantity: 'rules.enterQuantity',
  quantityTooLarge: 'rules.quantityTooLarge',
  enterVatPercentage: 'rules.enterVatPercentage',
  vatPercentageTooLarge: 'rules.vatPercentageTooLarge',
  lineShape: 'rules.lineShape',
  chooseBuyerType: 'rules.chooseBuyerType',
  enterBuyer: 'rules.enterBuyer',
  customFieldsShape: 'rules.customFieldsShape',
  maxCustomFields: 'rules.maxCustomFields',
  enterSellerDetails: 'rules.enterSellerDetails',
  fieldsShape: 'rules.fieldsShape',
  maxFields: 'rules.maxFields',
  enterPaymentOption: 'rules.enterPaymentOption',
  invoiceNumberAsText: 'rules.invoiceNumberAsText',
  invoiceNumberDigits: 'rules.invoiceNumberDigits',
  enterSeries: 'rules.enterSeries',
  trueOrFalse: 'rules.trueOrFalse',
  addLine: 'rules.addLine',
  maxLines: 'rules.maxLines',
  notesAsText: 'rules.notesAsText',
  notesTooLong: 'rules.notesTooLong',
  paymentOptionsShape: 'rules.paymentOptionsShape',
  maxPaymentOptions: 'rules.maxPaymentOptions',
  invoiceShape: 'rules.invoiceShape',
  sellerWithDefaults: 'rules.sellerWithDefaults',
  sellerOrDefaults: 'rules.sellerOrDefaults',
  enterCompanyName: 'rules.enterCompanyName',
  enterFirstName: 'rules.enterFirstName',
  enterLastName: 'rules.enterLastName',
  sellerVatCode: 'rules.sellerVatCode',
  enterLineAmount: 'rules.enterLineAmount',
  oneLineAmount: 'rules.oneLineAmount',
  totalNeedsQuantity: 'rules.totalNeedsQuantity',
  unitPriceTooLarge: 'rules.unitPriceTooLarge',
  seriesCharacters: 'rules.seriesCharacters',
  enterBuyerCompanyName: 'rules.enterBuyerCompanyName',
  enterBuyerName: 'rules.enterBuyerName',
  emailFormat: 'rules.emailFormat',
  maxDecimals: 'rules.maxDecimals',
  maxCents: 'rules.maxCents',
  quantityZero: 'rules.quantityZero',
  negativeQuantity: 'rules.negativeQuantity',
  creditPositive: 'rules.creditPositive',
  vatNegative: 'rules.vatNegative',
  vatOver100: 'rules.vatOver100',
  dueBeforeIssue: 'rules.dueBeforeIssue',
  issueDateFar: 'rules.issueDateFar',
  reverseCharge: 'rules.reverseCharge',
  enterBankAccount: 'rules.enterBankAccount',
  addLabelAndValue: 'rules.addLabelAndValue',
};

/**
 * A message in the active language when it is one the contract says (a rule of the API, the form's advice), with its
 * values; any other message — the real service's own 422 wording, the BFF's — comes back exactly as it came. Until the
 * `rules` catalogue is loaded the English sentence stays (Lingui would show the bare id).
 */
export function contractMessageWords(message: string, t: Translate): string {
  const read = readContractMessage(message);
  if (!read) return message;
  const id = contractWords[read.code];
  const words = t(id, read.values);
  return words === id ? message : words;
}

/** `contractMessageWords` for a component: re-renders with the language. */
export function useContractWords(): (message: string) => string {
  const t = useT();
  return (message) => contractMessageWords(message, t);
}
