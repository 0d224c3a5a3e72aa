import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { render } from '../../testing/render';
import { installRadixPolyfills } from '../../testing/radix-polyfills';
import { SelectField } from './select-field';

function Field() {
  const [value, setValue] = useState<'tea' | 'dates' | ''>('');
  return (
    <>
      <label htmlFor="snack">Snack</label>
      <SelectField
        id="snack"
        value={value}
        onChange={setValue}
        placeholder="Pick a snack"
        options={[
          { value: 'tea', label: 'Karak tea' },
          { value: 'dates', label: 'Dates' },
        ]}
      />
    </>
  );
}

beforeAll(installRadixPolyfills);

describe('SelectField', () => {
  it('stands in with a look-alike trigger, and opens the real dropdown once it has loaded', async () => {
    render(<Field />);
    const standIn = screen.getByRole('combobox', { name: 'Snack' });
    expect(standIn).toHaveAttribute('data-standin');
    expect(standIn).toHaveTextContent('Pick a snack');

    // A click before the dropdown has loaded is not lost.
    fireEvent.click(standIn);

    await userEvent.click(await screen.findByRole('option', { name: 'Dates' }, { timeout: 3000 }));
    const trigger = screen.getByRole('combobox', { name: 'Snack' });
    expect(trigger).not.toHaveAttribute('data-standin');
    expect(trigger).toHaveTextContent('Dates');
  });

  it('opens from the keyboard and mirrors in Arabic', async () => {
    render(<Field />, { locale: 'ar' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Snack' })).not.toHaveAttribute('data-standin'));
    const trigger = screen.getByRole('combobox', { name: 'Snack' });
    expect(trigger).toHaveAttribute('dir', 'rtl');

    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Karak tea' }));

    expect(trigger).toHaveTextContent('Karak tea');
  });
});
