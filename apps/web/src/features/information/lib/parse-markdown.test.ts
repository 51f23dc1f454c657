import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and lists', () => {
    const source = [
      '# Rules',
      '',
      'First line',
      'continues here.',
      '',
      '## Accounts',
      '- one',
      '- two',
      '  wrapped',
      '',
      'After.',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Rules' },
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'heading', level: 2, text: 'Accounts' },
      { kind: 'list', items: ['one', 'two wrapped'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('ends a paragraph where a list starts without a blank line', () => {
    expect(parseMarkdown('Void when:\n- cancelled\n- abandoned')).toEqual([
      { kind: 'paragraph', text: 'Void when:' },
      { kind: 'list', items: ['cancelled', 'abandoned'] },
    ]);
  });

  it('keeps markup it does not know as plain text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('treats Windows line ends and an empty body', () => {
    expect(parseMarkdown('## A\r\ntext\r\n')).toEqual([
      { kind: 'heading', level: 2, text: 'A' },
      { kind: 'paragraph', text: 'text' },
    ]);
    expect(parseMarkdown('')).toEqual([]);
  });
});
