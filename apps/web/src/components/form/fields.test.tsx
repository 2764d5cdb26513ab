import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from './fields.tsx';
import { useZodForm } from './use-zod-form.ts';

/** A nested form, as the staff console's groups will be: a contact inside the values. */
const ContatoSchema = z
  .object({
    contato: z.object({
      email: z.string().regex(/^[^\s@]+@[^\s@]+$/, { error: 'E-mail inválido.' }),
      confirmacao: z.string(),
    }),
  })
  .refine((v) => v.contato.email === v.contato.confirmacao, {
    path: ['contato', 'confirmacao'],
    error: 'Os e-mails devem ser iguais.',
  });

function NestedForm({ onSend }: { onSend: (data: z.output<typeof ContatoSchema>) => void }) {
  const { form, valid } = useZodForm(ContatoSchema, { contato: { email: '', confirmacao: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
      <TextField control={form.control} name="contato.email" label="E-mail" type="email" />
      <TextField control={form.control} name="contato.confirmacao" label="Confirmação" />
      <button type="submit" disabled={!valid}>
        Enviar
      </button>
    </form>
  );
}

function renderForm() {
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<NestedForm onSend={onSend} />);
  return { onSend, user };
}

describe('field components on a nested path', () => {
  it('show the rule of `contato.email` once the visitor left it, and clear it when fixed', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'ana.example.com');
    expect(screen.queryByText('E-mail inválido.')).toBeNull();
    await user.tab();
    expect(screen.getByText('E-mail inválido.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('E-mail inválido.').id);
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    expect(screen.queryByText('E-mail inválido.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("keep a touched field's cross-field rule current when the other field changes", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Confirmação/), 'ana@example.co');
    await user.tab();
    expect(screen.getByText('Os e-mails devem ser iguais.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^E-mail/), '{Backspace}');
    expect(screen.queryByText('Os e-mails devem ser iguais.')).toBeNull();
  });

  it('enable the submit at once and send the nested values', async () => {
    const { onSend, user } = renderForm();
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Confirmação/), 'ana@example.com');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith(
      { contato: { email: 'ana@example.com', confirmacao: 'ana@example.com' } },
      expect.anything(),
    );
  });
});
