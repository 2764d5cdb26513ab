import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeBoxes } from './code-boxes.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeBoxes length={6} value={value} onChange={setValue} label="Código recebido por SMS" />
      <output aria-label="valor">{value}</output>
    </>
  );
}

const box = (i: number) => screen.getByRole('textbox', { name: `Dígito ${i} de 6` });
const value = () => screen.getByLabelText('valor').textContent;

describe('CodeBoxes', () => {
  it('is a labelled group of one-digit boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Código recebido por SMS' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('moves to the next box while typing and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12a3');
    expect(value()).toBe('123');
    expect(document.activeElement).toBe(box(4));
  });

  it('fills every box from a pasted code, wherever it is pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('654 321');
    expect(value()).toBe('654321');
    expect([1, 2, 3, 4, 5, 6].map((i) => (box(i) as HTMLInputElement).value).join('')).toBe(
      '654321',
    );
  });

  it('goes back a box with Backspace on an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });
});
