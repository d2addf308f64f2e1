import { stripMarks } from './vocabulary';

/** A line of the document's text, and the same folded for matching words (lower case, no diacritics). */
export interface Line {
  text: string;
  folded: string;
}

/** The text's non-empty lines, typographic quotes made plain and tabs made column gaps. */
export const linesOf = (text: string): Line[] =>
  text
    .replace(/[“”„«»]/g, '"')
    .split(/\r?\n/)
    .map((t) => t.replace(/\t/g, '   ').trimEnd())
    .filter((t) => t.trim() !== '')
    .map((t) => ({ text: t, folded: stripMarks(t) }));
