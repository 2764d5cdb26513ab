import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleCall } from './use-single-call.ts';

function Probe({ call }: { call: () => Promise<string> }) {
  const state = useSingleCall(call);
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

describe('useSingleCall', () => {
  it('calls once under StrictMode and still shows the answer', async () => {
    const call = vi.fn(async () => 'feito');
    render(
      <StrictMode>
        <Probe call={call} />
      </StrictMode>,
    );
    expect(await screen.findByText('feito')).toBeTruthy();
    expect(call).toHaveBeenCalledOnce();
  });

  it('reports a failure', async () => {
    render(<Probe call={() => Promise.reject(new Error('x'))} />);
    expect(await screen.findByText('error')).toBeTruthy();
  });
});
