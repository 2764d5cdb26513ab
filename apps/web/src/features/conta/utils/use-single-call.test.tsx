import { screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useSingleCall } from './use-single-call.ts';

/** A component that starts its mutation once on mount, as the activation page does. */
function Probe({ call }: { call: () => Promise<string> }) {
  const mutation = useMutation({ mutationFn: call });
  useSingleCall(() => mutation.mutate());
  return <p>{mutation.isSuccess ? mutation.data : mutation.status}</p>;
}

describe('useSingleCall', () => {
  it('calls once under StrictMode and still shows the answer', async () => {
    const call = vi.fn(async () => 'feito');
    renderWithProviders(
      <StrictMode>
        <Probe call={call} />
      </StrictMode>,
    );
    expect(await screen.findByText('feito')).toBeTruthy();
    expect(call).toHaveBeenCalledOnce();
  });

  it('reports a failure', async () => {
    renderWithProviders(<Probe call={() => Promise.reject(new Error('x'))} />);
    expect(await screen.findByText('error')).toBeTruthy();
  });
});
