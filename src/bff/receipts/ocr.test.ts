import { afterAll, describe, expect, it } from 'vitest';
import { extractFields, textLanguage } from './extract/extract-fields';
import { prepareForOcr } from './image-prep';
import { Ocr } from './ocr';
import { testDocuments } from './test-set/documents';
import { photograph, photoLook, renderClean } from './test-set/render';

const ocr = new Ocr();
afterAll(() => ocr.close());

const docs = testDocuments(2);
const photoOf = async (id: string) => {
  const i = docs.findIndex((d) => d.id === id);
  return { doc: docs[i]!, image: await prepareForOcr(await photograph(await renderClean(docs[i]!), photoLook(i))) };
};

describe('OCR with one language at a time', () => {
  // the worker starts with the Lithuanian models; each photo below is in another language than the one before
  it('switches to the models of the language it sees, and reads its letters (í, ü)', async () => {
    for (const id of ['es-receipt-1', 'de-receipt-1', 'lt-receipt-0']) {
      const { doc, image } = await photoOf(id);
      const { text, confidence } = await ocr.recognize(image, textLanguage);
      const reading = extractFields(text, { ocrConfidence: confidence });
      expect(reading.language, id).toBe(doc.language);
      expect(reading.seller, id).toBe(doc.truth.seller);
    }
  }, 120_000); // three photos, two model switches, the worker's start: seconds each on a busy 2-core machine
});
