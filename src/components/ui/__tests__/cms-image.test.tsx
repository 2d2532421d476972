/* eslint-disable testing-library/no-container, testing-library/no-node-access, testing-library/render-result-naming-convention -- checks the <picture> sources (formats, srcset), which have no role */
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CmsImage, intrinsicSize } from '../cms-image';

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
});
