import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markedParts } from './trans.tsx';

const render = (text: string) =>
  renderToStaticMarkup(
    <p>{markedParts(text, { rules: <b className="rules" />, privacy: <i /> })}</p>,
  );

describe('markedParts', () => {
  it('draws each marked part as its component holding the words', () => {
    expect(
      render('I accept the <rules>rules</rules> and the <privacy>privacy policy</privacy>.'),
    ).toBe('<p>I accept the <b class="rules">rules</b> and the <i>privacy policy</i>.</p>');
  });

  it('reads a mark without a component as its words, and text without marks as it is', () => {
    expect(render('See <terms>the terms</terms>')).toBe('<p>See the terms</p>');
    expect(render('Plain words')).toBe('<p>Plain words</p>');
  });
});
