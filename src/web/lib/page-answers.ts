import { pageAnswersId } from '../../contract/overview';

/**
 * Answers the BFF sent with the page (bff/routes/app-page.ts): the first screen's reads, by BFF path, so the first
 * render needs no round trip for them. Each is used once, by the first read of its path; later reads ask the BFF.
 */
let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById(pageAnswersId)?.textContent;
  try {
    return new Map(Object.entries(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  } catch {
    return new Map(); // a page cut short: every read asks the BFF
  }
}

/** The answer the page brought for this GET, once; undefined when there is none (the read asks the BFF). */
export function takePageAnswer(path: string): unknown {
  answers ??= readAnswers();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
