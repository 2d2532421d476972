// A page-builder block whose code loads with the pages that carry it, instead of with every page
// built from blocks. The server renders it in full (Gatsby waits for every lazy component before
// writing the HTML); in the browser the server's HTML stays in place until the chunk arrives, and
// the block hydrates then.
import React, { Suspense } from 'react';

type BlockProps<Data> = { block: Data };

export const lazySection = <Data,>(load: () => Promise<(props: BlockProps<Data>) => React.ReactElement>) => {
  const Block = React.lazy(() => load().then((component) => ({ default: component })));
  // Memoised on its props (the block's data, which keeps its identity while the page is shown): a
  // re-render reaching a boundary that still waits for its chunk makes React drop the server's HTML
  // and render the empty fallback instead, so the block would blink out and the page would shift.
  const LazyBlock = ({ block }: BlockProps<Data>) => (
    <Suspense fallback={null}>
      <Block block={block} />
    </Suspense>
  );
  return React.memo(LazyBlock);
};
