import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageTitle, usePageTitleOverride } from './page-title.ts';

function Page({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

function Layout({ title }: { title: string | undefined }) {
  const [shown, setShown] = useState(true);
  const override = usePageTitleOverride();
  return (
    <>
      <p>{override ?? 'route name'}</p>
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
      {shown && <Page title={title} />}
    </>
  );
}

describe('page title from the page’s data', () => {
  it('reaches the layout while the page is mounted, and is gone after', () => {
    render(<Layout title="Gustavo Gomes" />);
    expect(screen.getByText('Gustavo Gomes')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('route name')).toBeTruthy();
  });

  it('leaves the route name in place while the data is not there', () => {
    render(<Layout title={undefined} />);
    expect(screen.getByText('route name')).toBeTruthy();
  });
});
