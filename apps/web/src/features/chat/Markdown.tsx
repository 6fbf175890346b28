import { memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ExternalLink } from '../../components/ExternalLink.tsx';

// Answers sit under the page's h1: whatever level an answer's headings start at (an answer may
// open with ###), its top heading becomes an h2 and the others keep their steps below it, so the
// outline never jumps a level.
const ANSWER_TOP_HEADING = 2;
const heading = 'font-serif font-bold text-wine-900 mt-5 mb-2 first:mt-0';

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
}

function headings(node: MdNode, found: MdNode[] = []): MdNode[] {
  if (node.type === 'heading') found.push(node);
  for (const child of node.children ?? []) headings(child, found);
  return found;
}

/** Shifts the answer's headings so the highest one is ANSWER_TOP_HEADING. */
function remarkAnswerHeadings() {
  return (tree: MdNode) => {
    const all = headings(tree);
    const top = Math.min(...all.map((h) => h.depth ?? 1));
    for (const h of all) h.depth = Math.min(6, (h.depth ?? 1) - top + ANSWER_TOP_HEADING);
  };
}

const components: Components = {
  h2: ({ node: _node, ...props }) => <h2 className={`${heading} text-xl`} {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className={`${heading} text-lg`} {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className={`${heading} text-base`} {...props} />,
  h5: ({ node: _node, ...props }) => <h5 className={`${heading} text-base`} {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className={`${heading} text-sm`} {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5 marker:text-wine-600" {...props} />,
  ol: ({ node: _node, ...props }) => (
    <ol className="my-2 list-decimal space-y-1 pl-5 marker:text-wine-700" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-wine-950" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-3 border-l-4 border-gold-400 bg-cream-100 py-1 pr-2 pl-3 italic" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-4 border-cream-300" {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <ExternalLink
        href={href}
        className="font-medium text-wine-700 underline decoration-1 underline-offset-2 hover:decoration-2"
        {...props}
      >
        {children}
      </ExternalLink>
    ) : (
      <span>{children}</span>
    ),
  // Pictures from anywhere would break the page's content policy; their description stays.
  img: ({ alt }) => (alt ? <span className="italic">{alt}</span> : null),
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls, and keyboard users must reach it.
    <div className="my-3 overflow-x-auto rounded-xl border border-cream-300" tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-cream-200 text-wine-900" {...props} />,
  th: ({ node: _node, ...props }) => <th className="border-b border-cream-300 px-3 py-2 font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-cream-200 px-3 py-2 align-top" {...props} />,
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-cream-200 px-1 py-0.5 font-mono text-[0.9em] text-wine-900" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-3 overflow-x-auto rounded-xl bg-cream-200 p-3 font-mono text-sm" {...props} />
  ),
};

const plugins = [remarkGfm, remarkAnswerHeadings];

// While an answer streams, a blinking block follows its last word (drawn, not typed).
const cursor =
  "[&>:is(p,h2,h3,h4,h5,h6):last-child]:after:ml-0.5 [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:inline-block [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:h-4 [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:w-1.5 [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:translate-y-0.5 [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:animate-blink [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:bg-wine-600 [&>:is(p,h2,h3,h4,h5,h6):last-child]:after:content-[''] motion-reduce:[&>:is(p,h2,h3,h4,h5,h6):last-child]:after:animate-none";

/** An answer in Markdown (tables, lists, headings). Raw HTML is dropped, never rendered. */
export const Markdown = memo(function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return (
    <div className={`break-words text-[0.95rem] leading-relaxed text-ink ${streaming ? cursor : ''}`}>
      <ReactMarkdown remarkPlugins={plugins} components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
});
