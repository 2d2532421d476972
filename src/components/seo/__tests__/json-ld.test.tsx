import React from 'react';
import { headMarkup, jsonLdOf, renderHead } from '@/testing/render-head';
import { JsonLd } from '../json-ld';

describe('JsonLd', () => {
  it('keeps CMS text that tries to close the script inside the JSON', () => {
    const payload = '</script><script>alert(1)</script>';
    const data = { '@type': 'Event', name: payload, description: '<!-- & -->' };

    expect(headMarkup(<JsonLd data={data} />)).not.toContain('</script><script>');
    const head = renderHead(<JsonLd data={data} />);
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(head.querySelector('script')?.getAttribute('type')).toBe('application/ld+json');
    expect(jsonLdOf(head)).toEqual([data]);
  });
});
