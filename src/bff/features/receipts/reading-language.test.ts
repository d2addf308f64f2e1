import { describe, expect, it } from 'vitest';
import { readingLanguageOf } from './reading-language';

describe("a business's reading language", () => {
  it("is its country's, by its time zone, and English for a zone of no country the reader knows", () => {
    expect(readingLanguageOf('Europe/Vilnius')).toBe('lt');
    expect(readingLanguageOf('Europe/Riga')).toBe('lv');
    expect(readingLanguageOf('Europe/Vienna')).toBe('de');
    expect(readingLanguageOf('Atlantic/Canary')).toBe('es');
    expect(readingLanguageOf('Asia/Tokyo')).toBe('en');
    expect(readingLanguageOf('UTC')).toBe('en');
  });
});
