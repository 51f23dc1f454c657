import { describe, expect, it } from 'vitest';
import { fieldsOf, isDateField, missingFields, pagesReady } from './document-form.ts';

const idCard = { fields: ['document_number', 'document_end_date'], pages: 2 };
const file = new File(['x'], 'page.png', { type: 'image/png' });

describe('the document form', () => {
  it('names the fields still empty, blanks included', () => {
    expect(missingFields(idCard, { document_number: ' ' })).toEqual([
      'document_number',
      'document_end_date',
    ]);
    expect(
      missingFields(idCard, { document_number: 'A1', document_end_date: '2030-01-01' }),
    ).toEqual([]);
  });

  it('sends only the fields of the chosen type, trimmed', () => {
    expect(fieldsOf(idCard, { document_number: ' A1 ', passport_series: '12' })).toEqual({
      document_number: 'A1',
      document_end_date: '',
    });
  });

  it('takes dates from the date picker', () => {
    expect(isDateField('document_end_date')).toBe(true);
    expect(isDateField('document_number')).toBe(false);
  });

  it('is ready once every page of the type is uploaded', () => {
    expect(pagesReady(idCard, [{ file, fileId: 'a' }])).toBe(false);
    expect(
      pagesReady(idCard, [
        { file, fileId: 'a' },
        { file, fileId: null },
      ]),
    ).toBe(false);
    expect(
      pagesReady(idCard, [
        { file, fileId: 'a' },
        { file, fileId: 'b' },
      ]),
    ).toBe(true);
  });
});
