import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkPhone } from '@stockcar/shared/validators/phone';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="tel">Celular</label>
      <PhoneInput id="tel" value={value} onChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

const value = () => screen.getByLabelText('valor').textContent ?? '';

describe('PhoneInput', () => {
  it('masks a Brazilian number (##) #####-####', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Celular'), '11987654321');
    expect(screen.getByLabelText('Celular')).toHaveProperty('value', '(11) 98765-4321');
    expect(checkPhone(value()).valid).toBe(true);
  });

  it('lists BR, AR, US and ES first', () => {
    render(<Harness />);
    const options = screen.getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options.slice(0, 4)).toEqual(['BR', 'AR', 'US', 'ES']);
    expect(options.length).toBeGreaterThan(20);
  });

  it('sends a foreign number in E.164, which the shared checkPhone accepts', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'País do celular' }), 'AR');
    await user.type(screen.getByLabelText('Celular'), '91123456789');
    expect(value()).toBe('+5491123456789');
    expect(checkPhone(value())).toMatchObject({ valid: true, mobile: true });
  });

  it('keeps the digits typed when the country changes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="(11) 98765-4321" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'País do celular' }), 'ES');
    expect(value()).toBe('+34119876543');
    await user.selectOptions(screen.getByRole('combobox', { name: 'País do celular' }), 'BR');
    expect(value()).toBe('(11) 9876-543'); // 10 digits: the landline mask
  });

  it('starts on the country of a stored foreign number', () => {
    render(<Harness initial="+34612345678" />);
    expect(screen.getByRole('combobox', { name: 'País do celular' })).toHaveProperty('value', 'ES');
    expect(screen.getByLabelText('Celular')).toHaveProperty('value', '612345678');
  });
});
