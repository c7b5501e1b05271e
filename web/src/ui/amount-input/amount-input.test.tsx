import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { plain } from '../../test/text.ts';
import { AmountInput } from './amount-input.tsx';

/** The field with its value written out beside, as a form holds it; a button empties it from outside. */
function Holder({ initial = '', decimals, max }: { initial?: string; decimals?: number; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountInput label="Montant" unit="USDT" value={value} onChange={setValue} decimals={decimals} max={max} />
      <output aria-label="Valeur">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Vider
      </button>
    </>
  );
}

const held = () => screen.getByRole('status', { name: 'Valeur' }).textContent;
const shown = () => plain((screen.getByRole('textbox', { name: 'Montant' }) as HTMLInputElement).value);

describe('AmountInput', () => {
  it('keeps a number as typed and holds the contract’s decimal string; shown as French writes it once left', async () => {
    const { user } = renderWithProviders(<Holder decimals={2} />);
    const field = await screen.findByRole('textbox', { name: 'Montant' });
    await user.type(field, '1 234,5');
    expect([shown(), held()]).toEqual(['1 234,5', '1234.5']);
    // The decimals beyond those allowed go as they are typed.
    await user.type(field, '67');
    expect([shown(), held()]).toEqual(['1 234,56', '1234.56']);
    await user.tab();
    expect(shown()).toBe('1 234,56');
  });

  it('shows 0 for what is not a number, drops leading zeros, and leaves an emptied field empty', async () => {
    const { user } = renderWithProviders(<Holder />);
    const field = await screen.findByRole('textbox', { name: 'Montant' });
    await user.type(field, '7x');
    expect([shown(), held()]).toEqual(['0', '0']);
    await user.type(field, '5');
    expect([shown(), held()]).toEqual(['5', '5']);
    await user.clear(field);
    expect([shown(), held()]).toEqual(['', '']);
    // A number begun waits for its digits; a negative one is a number, for the form to refuse.
    await user.type(field, '-');
    expect([shown(), held()]).toEqual(['-', '']);
    await user.type(field, '3');
    expect([shown(), held()]).toEqual(['-3', '-3']);
  });

  it('reads and writes English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { user } = renderWithProviders(<Holder initial="10000.50" />);
    const field = await screen.findByRole('textbox', { name: 'Montant' });
    expect(shown()).toBe('10,000.50');
    await user.clear(field);
    await user.type(field, '25,000.5');
    expect(held()).toBe('25000.5');
  });

  it('shows a value changed from outside, even while the field is being typed in', async () => {
    const { user } = renderWithProviders(<Holder max="1199.5" />);
    const field = await screen.findByRole('textbox', { name: 'Montant' });
    await user.click(screen.getByRole('button', { name: 'Max : utiliser le montant maximal' }));
    expect([shown(), held()]).toEqual(['1 199,5', '1199.5']);
    await user.clear(field);
    await user.type(field, '12');
    expect(field).toHaveFocus();
    // Emptied by the form (a call done), the focus still in the field.
    fireEvent.click(screen.getByRole('button', { name: 'Vider' }));
    expect(field).toHaveFocus();
    expect([shown(), held()]).toEqual(['', '']);
  });
});
