// ImageSharp.gatsbyImageData, computed once per picture and size in each query process instead
// of once per page. gatsby-transformer-sharp computes the sizes, the file names and the blurred
// placeholder again each time a query asks, and queues a resize job for every width and format
// (AVIF, WebP, JPEG): on the large content set each of 20,000 news pages asked for its own
// picture twice and for the three related cards' pictures: about 40 resize jobs queued per page,
// for 330 pictures. The answer depends only on the picture's content and the arguments, so the first
// answer is reused. The page still depends on the picture's file, as the original resolver makes it.
import type { CreateResolversArgs } from 'gatsby';

interface ImageSharpSource {
  id: string;
  parent: string | null;
  internal: { contentDigest: string };
}

interface ResolverContext {
  nodeModel: { getNodeById: (query: { id: string }) => unknown };
}

type Resolve = (source: ImageSharpSource, args: unknown, context: ResolverContext, info: ResolveInfo) => unknown;
interface ResolveInfo {
  originalResolver: Resolve;
}

export const createImageDataMemoResolver = ({ createResolvers }: CreateResolversArgs) => {
  const answers = new Map<string, Promise<unknown>>();
  createResolvers({
    ImageSharp: {
      gatsbyImageData: {
        resolve: ((source, args, context, info) => {
          const key = `${source.id}\n${source.internal.contentDigest}\n${JSON.stringify(args)}`;
          const known = answers.get(key);
          if (known) {
            // What the original resolver does besides computing: tie the page to the picture's file.
            if (source.parent) context.nodeModel.getNodeById({ id: source.parent });
            return known;
          }
          const answer = Promise.resolve(info.originalResolver(source, args, context, info));
          answers.set(key, answer);
          // A failure is not kept: the next page asks again and reports its own error.
          answer.catch(() => answers.delete(key));
          return answer;
        }) satisfies Resolve,
      },
    },
  });
};
