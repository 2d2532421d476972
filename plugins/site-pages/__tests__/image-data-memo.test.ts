/** @jest-environment node */
import type { CreateResolversArgs } from 'gatsby';
import { createImageDataMemoResolver } from '../image-data-memo';

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => Promise<unknown>;

const imageDataResolver = (): Resolve => {
  let resolvers: Record<string, Record<string, { resolve: Resolve }>> = {};
  createImageDataMemoResolver({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as unknown as CreateResolversArgs);
  return resolvers.ImageSharp.gatsbyImageData.resolve;
};

const picture = (id: string, digest = 'digest-1') => ({ id, parent: `file-of-${id}`, internal: { contentDigest: digest } });

describe('the picture sizes of a query', () => {
  const CARD = { width: 960, aspectRatio: 1.5, breakpoints: [320, 640, 960] };
  const HERO = { width: 1024, aspectRatio: 2, placeholder: 'BLURRED' };

  const setup = () => {
    const original = jest.fn(async (source: { id: string }, args: unknown) => ({ picture: source.id, args }));
    const pages: string[][] = [];
    const contextOf = (page: string) => {
      const read: string[] = [];
      pages.push(read);
      return { path: page, nodeModel: { getNodeById: ({ id }: { id: string }) => read.push(id) } };
    };
    return { original, contextOf, pages, resolve: imageDataResolver() };
  };

  it('are computed once per picture and arguments, and every page gets the same answer', async () => {
    const { original, contextOf, resolve } = setup();
    const first = await resolve(picture('a'), CARD, contextOf('/actualites/un'), { originalResolver: original });
    const second = await resolve(picture('a'), CARD, contextOf('/actualites/deux'), { originalResolver: original });
    expect(second).toBe(first);
    expect(first).toEqual({ picture: 'a', args: CARD });
    expect(original).toHaveBeenCalledTimes(1);
  });

  it('are computed again for other arguments, another picture, or the same picture with new content', async () => {
    const { original, contextOf, resolve } = setup();
    const info = { originalResolver: original };
    await resolve(picture('a'), CARD, contextOf('/x'), info);
    await resolve(picture('a'), HERO, contextOf('/x'), info);
    await resolve(picture('b'), CARD, contextOf('/x'), info);
    await resolve(picture('a', 'digest-2'), CARD, contextOf('/x'), info);
    expect(original).toHaveBeenCalledTimes(4);
  });

  it("still tie a page that reuses an answer to the picture's file, so a new file re-runs its query", async () => {
    const { original, contextOf, pages, resolve } = setup();
    await resolve(picture('a'), CARD, contextOf('/actualites/un'), { originalResolver: original });
    await resolve(picture('a'), CARD, contextOf('/actualites/deux'), { originalResolver: original });
    expect(pages[1]).toEqual(['file-of-a']);
  });

  it('are asked for again after a failure, which each page reports', async () => {
    const { contextOf, resolve } = setup();
    const failing = jest.fn().mockRejectedValueOnce(new Error('sharp failed')).mockResolvedValueOnce({ picture: 'a' });
    await expect(resolve(picture('a'), CARD, contextOf('/x'), { originalResolver: failing })).rejects.toThrow('sharp failed');
    await expect(resolve(picture('a'), CARD, contextOf('/y'), { originalResolver: failing })).resolves.toEqual({ picture: 'a' });
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
