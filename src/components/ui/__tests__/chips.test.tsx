import React, { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chips, type ChipOption } from '../chips';

const levels: ChipOption[] = [
  { value: 'all', label: 'Tous', count: 42 },
  { value: 'bac3', label: 'Bac+3', count: 12 },
  { value: 'bac5', label: 'Bac+5', count: 0 },
];

const Single = ({ onChange }: { onChange?: (value: string) => void }) => {
  const [value, setValue] = useState('all');
  return (
    <Chips
      legend="Niveau"
      name="niveau"
      options={levels}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
};

const Multiple = ({ onChange }: { onChange?: (value: string[]) => void }) => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Chips
      multiple
      legend="Rythme"
      name="rythme"
      options={[
        { value: 'alternance', label: 'Alternance', count: 30 },
        { value: 'initial', label: 'Temps plein', count: 18 },
      ]}
      countLabel={(count) => `${count} formations`}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
};

describe('Chips', () => {
  it('is a group named by its legend, each choice read with its count', () => {
    render(<Single />);
    expect(screen.getByRole('group', { name: 'Niveau' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tous (42)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bac+3 (12)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bac+5 (0)' })).toHaveAttribute('name', 'niveau');
  });

  it('is one choice, made with the arrow keys (radio buttons)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tous (42)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Bac+3 (12)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bac+3 (12)' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Tous (42)' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('bac3');
  });

  it('is one choice with a click too', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByText('Bac+5'));
    expect(screen.getByRole('radio', { name: 'Bac+5 (0)' })).toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('takes several choices with `multiple` (checkboxes: Tab, then Space), in the options’ order', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Multiple onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Rythme' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Temps plein 18 formations' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Alternance 30 formations' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Temps plein 18 formations' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['alternance', 'initial']);
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Alternance 30 formations' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['initial']);
  });

  it('skips a disabled choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Chips
        legend="Campus"
        legendHidden
        name="campus"
        options={[
          { value: 'lyon', label: 'Lyon' },
          { value: 'nice', label: 'Nice', disabled: true },
        ]}
        value="lyon"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Campus' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nice' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Nice' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
