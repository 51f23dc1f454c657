import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TextValues } from './texts.ts';
import { useTranslation } from './use-translation.ts';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with elements in it: the dictionary marks them `<name>words</name>`, and each mark is
 * drawn as `components[name]` holding the words (a link within a sentence, say). A mark without
 * a component reads as its words alone.
 */
export function Trans(props: {
  i18nKey: string;
  components: Readonly<Record<string, ReactElement>>;
  values?: TextValues;
}) {
  const { t } = useTranslation();
  return <>{markedParts(t(props.i18nKey, props.values), props.components)}</>;
}

export function markedParts(
  text: string,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > from) parts.push(text.slice(from, match.index));
    const component = components[name];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length }, words)
      ) : (
        <Fragment key={parts.length}>{words}</Fragment>
      ),
    );
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
