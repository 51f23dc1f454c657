import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from './markdown-body.tsx';

const render = (source: string, title = 'Rules') =>
  renderToStaticMarkup(<MarkdownBody source={source} title={title} />).replace(
    / class="[^"]*"/g,
    '',
  );

describe('MarkdownBody', () => {
  it('renders headings, paragraphs and lists as elements', () => {
    expect(render('## Accounts\nOne line.\n\n- a\n- b')).toBe(
      '<div><h2>Accounts</h2><p>One line.</p><ul><li>a</li><li>b</li></ul></div>',
    );
  });

  it('drops a first heading that repeats the page title', () => {
    expect(render('# Rules\n\nText')).toBe('<div><p>Text</p></div>');
    expect(render('# Other\n\nText')).toBe('<div><h2>Other</h2><p>Text</p></div>');
  });

  it('shows markup in the text as text, never as HTML', () => {
    expect(render('<img src=x onerror=alert(1)>')).toBe(
      '<div><p>&lt;img src=x onerror=alert(1)&gt;</p></div>',
    );
  });
});
