// Two lists of a rich-text block are drawn as what they are, from the way editors already write
// them, a bold lead then a colon (or a dash) then the text, three items or more and nothing else:
// - a bulleted list of dated milestones ("**2005** : the school opens") is a timeline (RichText's
//   `timeline` list): the years down a line on its side;
// - a numbered list of named steps ("1. **Online application** : you fill in…") is a stepper
//   (RichText's `steps` list): each step's number on a disc, its name as a line of its own.
// The separator is then no longer needed, and each text opens with a capital. Only the
// page-builder block looks for them (a history, a procedure): the JavaScript of every page with
// rich text does not carry it.
type RawNode = Record<string, unknown>;

const YEAR = /^\d{4}$/;
// A colon or a dash after the lead, and the spaces around it (no-break ones included).
const AFTER_LEAD = /^\s*[:–—-]\s*/;
const FROM = 3;

const childrenOf = (node: RawNode): RawNode[] => (Array.isArray(node.children) ? (node.children as RawNode[]) : []);
const textOf = (node: RawNode | undefined) => (node?.type === 'text' && typeof node.text === 'string' ? node.text : null);

/** A list item opening with bold words, then a separator: its lead's text, or null. */
const leadOf = (item: RawNode) => {
  const [lead, text] = childrenOf(item);
  const leadText = textOf(lead);
  const rest = textOf(text);
  return item?.type === 'list-item' && leadText !== null && lead.bold === true && rest !== null && AFTER_LEAD.test(rest)
    ? leadText.trim()
    : null;
};

const shapeOf = (block: RawNode): 'timeline' | 'steps' | null => {
  const items = block && block.type === 'list' ? childrenOf(block) : [];
  if (items.length < FROM) return null;
  const leads = items.map(leadOf);
  if (leads.some((lead) => lead === null || lead === '')) return null;
  if (block.format === 'unordered' && leads.every((lead) => YEAR.test(lead as string))) return 'timeline';
  return block.format === 'ordered' ? 'steps' : null;
};

/** The item without the separator after its lead, its text opening with a capital. */
const withoutSeparator = (item: RawNode) => {
  const [lead, text, ...rest] = childrenOf(item);
  const words = (textOf(text) ?? '').replace(AFTER_LEAD, '');
  return { ...item, children: [lead, { ...text, text: words.charAt(0).toLocaleUpperCase() + words.slice(1) }, ...rest] };
};

export const withListShapes = (blocks: unknown): unknown => {
  if (!Array.isArray(blocks)) return blocks;
  return blocks.map((block: RawNode) => {
    const shape = shapeOf(block);
    return shape ? { ...block, [shape]: true, children: childrenOf(block).map(withoutSeparator) } : block;
  });
};
