import React from 'react';
import { render, screen } from '@testing-library/react';
import { GraduationCap } from 'lucide-react';
import { Badge, Tag } from '../tag';

describe('Tag', () => {
  it('shows its text, with a decorative icon that adds nothing to what is read', () => {
    render(
      <p>
        <Tag tone="accent" icon={GraduationCap}>
          Bac+3
        </Tag>
      </p>,
    );
    const tag = screen.getByText('Bac+3');
    expect(tag).toHaveTextContent(/^Bac\+3$/);
    // eslint-disable-next-line testing-library/no-node-access -- the icon is an svg, which has no role
    expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a label, not a control, whatever its tone', () => {
    render(
      <ul>
        <li>
          <Tag tone="brand">Alternance</Tag>
        </li>
        <li>
          <Tag tone="success">Places disponibles</Tag>
        </li>
        <li>
          <Badge tone="neutral">Nouveau</Badge>
        </li>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Alternance', 'Places disponibles', 'Nouveau']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
