import { useMemo } from 'react';
import { type MarkdownBlock, parseMarkdown } from '../lib/parse-markdown.ts';
import styles from './information.module.css';

interface MarkdownBodyProps {
  source: string;
  /** The page title, already shown as the page's h1: a leading `#` heading repeating it is dropped. */
  title: string;
}

/** Renders the subset to elements: the text is never parsed as HTML, so nothing can inject markup. */
export function MarkdownBody({ source, title }: MarkdownBodyProps) {
  const blocks = useMemo(() => dropRepeatedTitle(parseMarkdown(source), title), [source, title]);
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        // Blocks have no identity of their own; their order is fixed for a given source.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items may repeat and never move
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
  }
}

function dropRepeatedTitle(blocks: MarkdownBlock[], title: string): MarkdownBlock[] {
  const [first, ...rest] = blocks;
  return first?.kind === 'heading' && first.level === 1 && first.text.trim() === title.trim()
    ? rest
    : blocks;
}
