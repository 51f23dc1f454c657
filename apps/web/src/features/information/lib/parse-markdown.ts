/**
 * The Markdown subset of information pages: `#`/`##`/`###` headings, paragraphs (lines joined
 * until a blank line) and `- ` list items. Anything else is read as paragraph text, so an
 * operator's typo shows up as text rather than vanishing.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | undefined;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = undefined;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      const level = Math.min(heading[1]?.length ?? 2, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
    } else if (item) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(item[1] ?? '');
    } else if (list) {
      // A wrapped line continues the list item above it.
      list[list.length - 1] = `${list.at(-1) ?? ''} ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
