/* eslint-disable testing-library/no-container, testing-library/no-node-access, testing-library/render-result-naming-convention -- checks the <picture> sources (formats, srcset), which have no role */
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CmsImage, hasPicture, intrinsicSize } from '../cms-image';
import { ArtDirectedImage } from '../art-directed-image';
import { ImagePreload } from '../image-preload';

const sources = (name: string) => [
  {
    type: 'image/avif',
    srcSet: `/static/a/480/${name}.avif 480w,\n/static/a/960/${name}.avif 960w`,
    sizes: '(min-width: 960px) 960px, 100vw',
  },
  {
    type: 'image/webp',
    srcSet: `/static/a/480/${name}.webp 480w,\n/static/a/960/${name}.webp 960w`,
    sizes: '(min-width: 960px) 960px, 100vw',
  },
];

const constrained: IGatsbyImageData = {
  layout: 'constrained',
  width: 960,
  height: 640,
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
  images: {
    fallback: {
      src: '/static/a/960/campus.jpg',
      srcSet: '/static/a/480/campus.jpg 480w,\n/static/a/960/campus.jpg 960w',
      sizes: '(min-width: 960px) 960px, 100vw',
    },
    sources: sources('campus'),
  },
};

const fullWidth: IGatsbyImageData = {
  layout: 'fullWidth',
  width: 1,
  height: 0.5,
  images: {
    fallback: { src: '/static/b/1440/hero.jpg', srcSet: '/static/b/480/hero.jpg 480w,\n/static/b/1440/hero.jpg 1440w', sizes: '100vw' },
    sources: [],
  },
};

const media = (image: IGatsbyImageData, alternativeText: string | null = 'La façade du campus de Lyon') => ({
  alternativeText,
  localFile: { childImageSharp: { gatsbyImageData: image } },
});

describe('CmsImage', () => {
  it('renders a picture with AVIF and WebP sources, and an img with its text alternative, every size and its dimensions', () => {
    const { container } = render(<CmsImage media={media(constrained)} />);
    const image = screen.getByRole('img', { name: 'La façade du campus de Lyon' });
    expect(image).toHaveAttribute('src', '/static/a/960/campus.jpg');
    expect(image.getAttribute('srcset')).toContain('/static/a/480/campus.jpg 480w');
    expect(image).toHaveAttribute('sizes', '(min-width: 960px) 960px, 100vw');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '640');
    const types = [...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('campus.avif 480w');
  });

  it('loads lazily by default, and at once with high priority for the first screen', () => {
    render(<CmsImage media={media(constrained, 'Paresseuse')} />);
    render(<CmsImage media={media(constrained, 'Prioritaire')} priority />);
    expect(screen.getByRole('img', { name: 'Paresseuse' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Paresseuse' })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Prioritaire' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Prioritaire' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the blurred placeholder under the picture, and none when there is no placeholder', () => {
    render(<CmsImage media={media(constrained, 'Floue')} />);
    render(<CmsImage media={media(fullWidth, 'Nette')} />);
    expect(screen.getByRole('img', { name: 'Floue' }).style.backgroundImage).toBe('url(data:image/jpeg;base64,AAAA)');
    expect(screen.getByRole('img', { name: 'Nette' }).style.backgroundImage).toBe('');
  });

  it('gives a full-width image the pixel size of its widest file, keeping its aspect ratio', () => {
    expect(intrinsicSize(fullWidth)).toEqual({ width: 1440, height: 720 });
    render(<CmsImage media={media(fullWidth, 'Bandeau')} />);
    expect(screen.getByRole('img', { name: 'Bandeau' })).toHaveAttribute('width', '1440');
  });

  it('is decorative without a text alternative, and renders nothing without image data', () => {
    const { container } = render(<CmsImage media={media(constrained, null)} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
    const empty = render(<CmsImage media={{ alternativeText: 'x', localFile: null }} />);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('draws the picture at the size it is given, for the browser to choose the right file', () => {
    const { container } = render(<CmsImage media={media(constrained, 'Carte')} sizes="(min-width: 1024px) 400px, 100vw" />);
    expect(screen.getByRole('img', { name: 'Carte' })).toHaveAttribute('sizes', '(min-width: 1024px) 400px, 100vw');
    for (const source of container.querySelectorAll('picture > source')) {
      expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 400px, 100vw');
    }
  });

  const withPhoneCrop = {
    alternativeText: 'Le campus de Lyon',
    localFile: {
      childImageSharp: {
        gatsbyImageData: constrained,
        phone: {
          ...constrained,
          width: 720,
          height: 300,
          images: {
            fallback: { src: '/static/p/720/band.jpg', srcSet: '/static/p/360/band.jpg 360w,\n/static/p/720/band.jpg 720w', sizes: '' },
            sources: sources('band'),
          },
        },
      },
    },
  };

  it('offers the phone its own crop first, in every format, under the phone media query (ArtDirectedImage)', () => {
    const { container } = render(<ArtDirectedImage media={withPhoneCrop} priority />);
    const offered = [...container.querySelectorAll('picture > source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('type'),
      source.getAttribute('srcset')?.split(',')[0].trim(),
    ]);
    expect(offered).toEqual([
      ['(max-width: 639px)', 'image/avif', '/static/a/480/band.avif 480w'],
      ['(max-width: 639px)', 'image/webp', '/static/a/480/band.webp 480w'],
      ['(max-width: 639px)', null, '/static/p/360/band.jpg 360w'],
      [null, 'image/avif', '/static/a/480/campus.avif 480w'],
      [null, 'image/webp', '/static/a/480/campus.webp 480w'],
    ]);
    expect(screen.getByRole('img', { name: 'Le campus de Lyon' })).toHaveAttribute('src', '/static/a/960/campus.jpg');
  });

  it('preloads the file the picture will use, with high priority, one link per screen with a phone crop', () => {
    const { container } = render(<ImagePreload media={withPhoneCrop} sizes="(min-width: 1024px) 560px, 100vw" />);
    const links = [...container.querySelectorAll('link')].map((link) => ({
      rel: link.getAttribute('rel'),
      as: link.getAttribute('as'),
      type: link.getAttribute('type'),
      media: link.getAttribute('media'),
      srcset: link.getAttribute('imagesrcset')?.split(',')[0].trim(),
      sizes: link.getAttribute('imagesizes'),
      priority: link.getAttribute('fetchpriority'),
    }));
    expect(links).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        media: '(max-width: 639px)',
        srcset: '/static/a/480/band.avif 480w',
        sizes: '100vw',
        priority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        media: '(min-width: 640px)',
        srcset: '/static/a/480/campus.avif 480w',
        sizes: '(min-width: 1024px) 560px, 100vw',
        priority: 'high',
      },
    ]);
    const single = render(<ImagePreload media={media(constrained)} />);
    expect(single.container.querySelectorAll('link')).toHaveLength(1);
    expect(single.container.querySelector('link')).not.toHaveAttribute('media');
  });

  it('preloads the fallback file when the picture has no other format', () => {
    const onlyJpeg = { ...constrained, images: { fallback: constrained.images.fallback } };
    const { container } = render(<ImagePreload media={media(onlyJpeg)} />);
    expect([...container.querySelectorAll('link')].map((link) => [link.getAttribute('type'), link.getAttribute('imagesrcset')])).toEqual([
      [null, '/static/a/480/campus.jpg 480w,\n/static/a/960/campus.jpg 960w'],
    ]);
  });

  it('says whether a media has a picture to draw, so that a frame is not left empty', () => {
    expect(hasPicture(media(constrained))).toBe(true);
    expect(hasPicture({ alternativeText: 'Sans fichier', localFile: null })).toBe(false);
    expect(hasPicture(null)).toBe(false);
  });
});
