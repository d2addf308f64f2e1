import { describe, expect, it } from 'vitest';
import { readingLanguageOf } from './reading-language';

describe("a business's reading language is its country's, by its time zone", () => {
  it.each([
    ['Europe/Vilnius', 'lt'],
    ['Europe/Riga', 'lv'],
    ['Europe/Vienna', 'de'],
    ['Atlantic/Canary', 'es'],
    // a zone of no country the reader knows: English
    ['Asia/Tokyo', 'en'],
    ['UTC', 'en'],
  ])('%s: %s', (zone, language) => {
    expect(readingLanguageOf(zone)).toBe(language);
  });
});
