import { commonMessages, placeholder } from './messages-common';
import { invoiceMessages } from './messages-invoice';

/**
 * Every sentence the contract says — the API's rules and the form's advice — by code, in English with `{name}`
 * placeholders (messages-common.ts and messages-invoice.ts, each with the `say` its rules use). The embedded API sends
 * these English sentences in its 422 bodies (clients and tests read them as they are); the browser recognises them here
 * and shows the person's language instead (web/i18n/contract-words.ts, catalogue namespace `rules`, ids `rules.<code>`).
 */
export const contractMessages = { ...commonMessages, ...invoiceMessages };
export type ContractMessageCode = keyof typeof contractMessages;

/** A sentence the contract said, read back: its code and the values of its placeholders. */
export interface ContractMessage {
  code: ContractMessageCode;
  values: Record<string, string | number>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as an anchored pattern: literal text as it is, `{max}` as digits, any other placeholder as any text. */
const readers = (Object.entries(contractMessages) as [ContractMessageCode, string][]).map(
  ([code, template]) => {
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
  },
);

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
