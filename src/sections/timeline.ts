// A rich-text block's list of dated milestones ("**2005** : the school opens"), three or more and
// nothing else, is drawn as a timeline (RichText's `timeline` list): the years down a line on its
// side. Editors write it as they always have, a bulleted list with the years in bold. The colon
// that separated a year from its text is no longer needed, and each text opens with a capital.
// Only the page-builder block looks for them (a history, a school's key dates): the JavaScript of
// every page with rich text does not carry it.
type RawNode = Record<string, unknown>;

const YEAR = /^\d{4}$/;
// A colon or a dash after the year, and the spaces around it (no-break ones included).
const AFTER_YEAR = /^\s*[:–—-]\s*/;

const childrenOf = (node: RawNode): RawNode[] => (Array.isArray(node.children) ? (node.children as RawNode[]) : []);
const textOf = (node: RawNode | undefined) => (node?.type === 'text' && typeof node.text === 'string' ? node.text : null);

const isMilestone = (item: RawNode) => {
  const [year, text] = childrenOf(item);
  const yearText = textOf(year);
  const rest = textOf(text);
  return (
    item?.type === 'list-item' &&
    yearText !== null &&
    year.bold === true &&
    YEAR.test(yearText.trim()) &&
    rest !== null &&
    AFTER_YEAR.test(rest)
  );
};

export const withTimelines = (blocks: unknown): unknown => {
  if (!Array.isArray(blocks)) return blocks;
  return blocks.map((block: RawNode) => {
    const items = block && block.type === 'list' ? childrenOf(block) : [];
    if (items.length < 3 || !items.every(isMilestone)) return block;
    return {
      ...block,
      timeline: true,
      children: items.map((item) => {
        const [year, text, ...rest] = childrenOf(item);
        const words = (textOf(text) ?? '').replace(AFTER_YEAR, '');
        return { ...item, children: [year, { ...text, text: words.charAt(0).toLocaleUpperCase() + words.slice(1) }, ...rest] };
      }),
    };
  });
};
