import { pageAnswersId, pageFormatsId } from '../../contract/overview';
import { holdFormats } from './format';

/**
 * Answers that came with the page (bff/routes/app-page.ts): the first screen's reads, by BFF path, so the first render
 * needs no round trip for them. Each is used once, by the first read of its path; later reads ask the BFF. The browser
 * holds what its page carried (start.tsx); the BFF's render of the first screen holds the same answers (server-entry).
 */
let answers = new Map<string, unknown>();

/** The JSON the page carries in the element `id`; none when it is missing or cut short. */
function readPageJson(page: Document, id: string): Record<string, unknown> {
  const text = page.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {}; // a page cut short: every read asks the BFF
  }
}

/** The page's answers and its render's format texts (start.tsx): held from now on. */
export function holdPageData(page: Document): void {
  holdPageAnswers(readPageJson(page, pageAnswersId));
  holdFormats(readPageJson(page, pageFormatsId) as Record<string, string>);
}

/** From now on these answer their paths' reads, once each (replacing any held before). */
export function holdPageAnswers(source: Record<string, unknown>): void {
  answers = new Map(Object.entries(source));
}

/** The answer the page brought for this GET, once; undefined when there is none (the read asks the BFF). */
export function takePageAnswer(path: string): unknown {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
