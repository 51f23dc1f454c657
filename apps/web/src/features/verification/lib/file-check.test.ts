import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_FILE_BYTES } from './file-check.ts';

describe('a chosen file', () => {
  it('passes as a picture of at most 10 MB', () => {
    expect(fileProblem({ size: MAX_FILE_BYTES, type: 'image/png' })).toBeNull();
    expect(fileProblem({ size: 1, type: 'image/webp' })).toBeNull();
  });

  it('is refused when larger than 10 MB', () => {
    expect(fileProblem({ size: MAX_FILE_BYTES + 1, type: 'image/jpeg' })).toBe(
      'document_file_too_large',
    );
  });

  it('is refused when the browser knows it is not a picture', () => {
    expect(fileProblem({ size: 10, type: 'application/pdf' })).toBe('document_file_type');
  });

  it('is left to the server when the browser cannot tell its type', () => {
    expect(fileProblem({ size: 10, type: '' })).toBeNull();
  });
});
