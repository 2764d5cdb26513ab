import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Html } from './html.tsx';

describe('Html: CMS HTML through DOMPurify', () => {
  it('keeps the markup', () => {
    const { container } = render(<Html html="<h2>História</h2><p>Em <strong>1979</strong></p>" />);
    expect(container.querySelector('h2')?.textContent).toBe('História');
    expect(container.querySelector('strong')?.textContent).toBe('1979');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <Html
        className="bio"
        html={
          '<p onclick="alert(1)">Oi</p><script>alert(2)</script>' +
          '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">link</a>'
        }
      />,
    );
    const root = container.firstElementChild;
    expect(root?.className).toBe('html bio');
    expect(root?.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(root?.querySelector('p')?.textContent).toBe('Oi');
  });
});
