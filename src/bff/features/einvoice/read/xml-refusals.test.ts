import { describe, expect, it } from 'vitest';
import { emptyReading } from '../../../../contract/receipt-reading';
import { parseEInvoice, readEInvoice } from './read-einvoice';
import { ownSample } from './sample-files';
import { declaresMarkup, maxEInvoiceBytes } from './xml-text';

const ubl = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const cbc = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
/** What a refused file reads as: nothing read (the contract's empty reading), and a note that says why. */
const refused = (why: RegExp) => ({ ...emptyReading(null), note: expect.stringMatching(why) });
const readBytes = (bytes: Uint8Array) => readEInvoice(parseEInvoice(bytes), null);
const readText = (xml: string) => readBytes(Buffer.from(xml, 'utf8'));

describe('XML that is refused before any parser sees it', () => {
  it('a DOCTYPE with an external entity (XXE): refused with a clear note, nothing fetched or read', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Invoice xmlns="${ubl}" xmlns:cbc="${cbc}"><cbc:ID>&xxe;</cbc:ID></Invoice>`;
    const r = await readText(xxe);
    expect(r).toMatchObject(refused(/DOCTYPE/));
    expect(r.einvoice).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain('root:');
  });

  it('billion laughs: refused at once, without expanding anything', async () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
      `<Invoice xmlns="${ubl}" xmlns:cbc="${cbc}"><cbc:ID>&lol9;</cbc:ID></Invoice>`,
    ].join('\n');
    const started = performance.now();
    const r = await readText(lol);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r).toMatchObject(refused(/entities/));
  });

  it('any markup declaration counts, wherever it stands; the same words inside a comment or CDATA do not', () => {
    expect(declaresMarkup('<a/><!DOCTYPE a>')).toBe(true);
    expect(declaresMarkup('<!-- x --><!ENTITY x "y"><a/>')).toBe(true);
    expect(declaresMarkup('<!-- <!DOCTYPE a> --><a><![CDATA[<!ENTITY x "y">]]></a>')).toBe(false);
  });

  it('a file over 10 MB is refused unread', async () => {
    const big = Buffer.alloc(maxEInvoiceBytes + 1, 0x20);
    big.write(`<Invoice xmlns="${ubl}">`, 0);
    const r = await readBytes(big);
    expect(r).toMatchObject(refused(/larger than 10 MB/));
  });
});

describe('XML that is read, or refused with a note, never a crash', () => {
  it('malformed: an e-invoice cut in half says it is damaged, where', async () => {
    const whole = (await ownSample('peppol-invoice')).xml;
    const r = await readBytes(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(r).toMatchObject(refused(/damaged/));
  });

  it('well-formed XML that is neither UBL nor CII, or an "Invoice" of another namespace, is not taken for one', async () => {
    for (const xml of [
      '<?xml version="1.0"?><note><to>Tove</to><body>Total 12.00 EUR</body></note>',
      '<Invoice xmlns="urn:example:not-ubl"><ID>7</ID></Invoice>',
      `<Invoice><ID>7</ID></Invoice>`,
      `<CreditNote xmlns="${ubl}"><ID>7</ID></CreditNote>`,
    ]) {
      expect(await readText(xml), xml).toMatchObject(refused(/not an e-invoice this desk reads/));
    }
  });

  it('nesting past the parser’s bound, or names that would touch an object’s prototype, are refused', async () => {
    const deep = `<Invoice xmlns="${ubl}">${'<a>'.repeat(150)}${'</a>'.repeat(150)}</Invoice>`;
    expect((await readText(deep)).note).toMatch(/could not be read/);
    const proto = `<Invoice xmlns="${ubl}"><__proto__><polluted>1</polluted></__proto__></Invoice>`;
    expect((await readText(proto)).note).toMatch(/could not be read/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('text that is not in its declared encoding is refused; UTF-16 and Latin-1 files are read', async () => {
    const bad = Buffer.concat([
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="${ubl}"><ID>`),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('</ID></Invoice>'),
    ]);
    expect((await readBytes(bad)).note).toMatch(/encoding/);
    // our own credit note (Lithuanian letters throughout) as UTF-16 with its byte order mark
    const utf8 = (await ownSample('peppol-credit-note')).xml.toString('utf8');
    const declared = (encoding: string) => utf8.replace('encoding="utf-8"', `encoding="${encoding}"`);
    expect(declared('UTF-16')).not.toBe(utf8);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(declared('UTF-16'), 'utf16le')]);
    const r16 = await readBytes(utf16);
    expect(r16).toMatchObject({ seller: 'UAB „Šiaurės žiedas“', total: -110.11 });
    expect(r16.einvoice?.lines[0]?.name).toBe('Grąžinta: konsultacija dėl e. sąskaitų');
    // and the German one as Latin-1 (the Lithuanian buyer's letters and the quotes, which Latin-1 lacks, as "?")
    const german = (await ownSample('xrechnung-cii')).xml.toString('utf8').replace(/[\u0100-\uffff]/g, '?');
    const latin1 = Buffer.from(german.replace('encoding="utf-8"', 'encoding="ISO-8859-1"'), 'latin1');
    expect(latin1.includes(Buffer.from('Wartung L\xfcftungsanlage', 'latin1'))).toBe(true);
    expect((await readBytes(latin1)).einvoice?.lines[0]?.name).toBe('Wartung Lüftungsanlage');
  });

  it('the predefined entities and character references are decoded once, by the reader', async () => {
    const original = (await ownSample('peppol-invoice')).xml.toString('utf8');
    // the seller's party comes first: its legal name is BT-27
    const xml = original.replace(
      '<cbc:RegistrationName>UAB „Šiaurės žiedas“</cbc:RegistrationName>',
      '<cbc:RegistrationName>M&#252;ller &amp; S&#xF6;hne &amp;amp; Co</cbc:RegistrationName>',
    );
    expect(xml).not.toBe(original);
    expect((await readText(xml)).seller).toBe('Müller & Söhne &amp; Co');
  });
});
