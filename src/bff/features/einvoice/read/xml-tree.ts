import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element as the parser gives it: children by local name (always lists), attributes as `@_name`, text as `#text`. */
export type XmlNode = { [name: string]: XmlNode[] | string | undefined };

/**
 * Prefixes removed (cbc:ID, ram:ID and a default namespace read alike), values kept as the exact text (amounts go to
 * big.js, never through a float), and entities never processed: a DOCTYPE is refused before this (xml-text.ts), and
 * the five predefined entities and character references are decoded here, by `text`.
 */
const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

export type ParsedXml =
  { ok: true; root: XmlNode; rootName: string; rootNamespace: string | null } | { ok: false; note: string };

/** The root element's namespace URI, read off its start tag (the parser drops xmlns attributes with the prefixes). */
function rootNamespace(xml: string): string | null {
  const start = /<(?![?!])([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)([^>]*)>/.exec(
    xml.replace(/<!--[\s\S]*?-->/g, ''),
  );
  if (!start) return null;
  const name = start[1]!;
  const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
  const attr =
    prefix === ''
      ? /\sxmlns\s*=\s*["']([^"']*)["']/
      : new RegExp(`\\sxmlns:${prefix.replace(/[.-]/g, '\\$&')}\\s*=\\s*["']([^"']*)["']`);
  return attr.exec(start[2]!)?.[1] ?? null;
}

/** Parses well-formed XML (checked first: the parser itself is lenient with a broken file) into the tree. */
export function parseXml(xml: string): ParsedXml {
  const check = XMLValidator.validate(xml);
  if (check !== true) {
    return {
      ok: false,
      note: `The XML is damaged (line ${check.err.line}: ${check.err.msg}), so it could not be read.`,
    };
  }
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch (e) {
    return {
      ok: false,
      note: `The XML could not be read (${e instanceof Error ? e.message : 'unknown error'}).`,
    };
  }
  const rootName = Object.keys(doc).find((k) => !k.startsWith('@_') && k !== '#text');
  const root = rootName ? (doc[rootName] as XmlNode[])[0] : undefined;
  if (!rootName || !root) return { ok: false, note: 'The XML has no root element, so it could not be read.' };
  return { ok: true, root, rootName, rootNamespace: rootNamespace(xml) };
}

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five predefined entities and character references, decoded once (no other entity exists without a DTD). */
export const decodeEntities = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return predefined[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** The children of `node` named `name` (local name). */
export const kids = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const v = node?.[name];
  return Array.isArray(v) ? v : [];
};

/** The first element along a path of local names, or undefined. */
export const at = (node: XmlNode | undefined, ...path: string[]): XmlNode | undefined =>
  path.reduce<XmlNode | undefined>((n, name) => kids(n, name)[0], node);

/** Every element at the end of a path (each step through every match). */
export const all = (node: XmlNode | undefined, ...path: string[]): XmlNode[] =>
  path.reduce<XmlNode[]>((nodes, name) => nodes.flatMap((n) => kids(n, name)), node ? [node] : []);

/** An element's text, entities decoded and trimmed; null when absent or empty. */
export const text = (node: XmlNode | undefined): string | null => {
  const t = node?.['#text'];
  if (typeof t !== 'string') return null;
  const v = decodeEntities(t).trim();
  return v === '' ? null : v;
};

/** The text at a path. */
export const textAt = (node: XmlNode | undefined, ...path: string[]): string | null =>
  text(at(node, ...path));

/** An attribute's value by local name, entities decoded. */
export const attr = (node: XmlNode | undefined, name: string): string | null => {
  const v = node?.[`@_${name}`];
  return typeof v === 'string' ? decodeEntities(v).trim() || null : null;
};
