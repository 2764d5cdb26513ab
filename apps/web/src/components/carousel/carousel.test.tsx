import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { Carousel, type CarouselProps } from './carousel.tsx';

const SLIDES = ['Ana', 'Bia', 'Caio'];
const shown = () => screen.getByRole('group', { name: /de 3$/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

type Options = Pick<
  CarouselProps<string>,
  'slides' | 'intervalMs' | 'arrows' | 'dots' | 'pause' | 'animated'
>;

function renderCarousel(props: Partial<Options> = {}) {
  return render(
    <Carousel
      label="Pessoas"
      slides={SLIDES}
      renderSlide={(name) => <p>{name}</p>}
      arrows={{ previous: 'Anterior', next: 'Próxima' }}
      dots={(number) => `Pessoa ${number}`}
      {...props}
    />,
  );
}

/** The visitor's system setting (window.matchMedia is missing in jsdom). */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('Carousel', () => {
  it('is a named carousel region whose slides are groups "n de m"', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Pessoas' });
    expect(region.getAttribute('aria-roledescription')).toBe('carrossel');
    expect(shown().getAttribute('aria-label')).toBe('1 de 3');
    expect(shown().getAttribute('aria-roledescription')).toBe('slide');
    expect(shown().textContent).toBe('Ana');
    // Only the current slide is there, unless it glides.
    expect(screen.queryByText('Bia')).toBeNull();
  });

  it('can be a group named by the heading of the section around it', () => {
    render(
      <section aria-labelledby="people">
        <h2 id="people">Pessoas</h2>
        <Carousel role="group" labelledBy="people" slides={SLIDES} renderSlide={(n) => n} />
      </section>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const carousel = screen.getByRole('group', { name: 'Pessoas' });
    expect(within(carousel).getByRole('group', { name: '1 de 3' })).toBeTruthy();
  });

  it('moves with the arrows and the dots, round at both ends; the current dot is pressed', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(shown().textContent).toBe('Caio');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(shown().textContent).toBe('Ana');
    await user.click(screen.getByRole('button', { name: 'Pessoa 2' }));
    expect(shown().textContent).toBe('Bia');
    expect(screen.getByRole('button', { name: 'Pessoa 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pessoa 1' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('moves with the arrow keys on its controls', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('button', { name: 'Pessoa 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown().textContent).toBe('Bia');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown().textContent).toBe('Caio');
  });

  it('moves with a touch swipe, not with a tap nor a mouse drag', () => {
    // jsdom has no PointerEvent: a MouseEvent that also says which pointer it was.
    class FakePointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    vi.stubGlobal('PointerEvent', FakePointerEvent);
    renderCarousel();
    const viewport = shown().parentElement?.parentElement ?? document.body;
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(viewport, { clientX: from, clientY: 100, pointerType });
      fireEvent.pointerUp(viewport, { clientX: to, clientY: 100, pointerType });
    };
    swipe(300, 150);
    expect(shown().textContent).toBe('Bia');
    swipe(100, 260);
    expect(shown().textContent).toBe('Ana');
    swipe(100, 110);
    expect(shown().textContent).toBe('Ana');
    swipe(300, 150, 'mouse');
    expect(shown().textContent).toBe('Ana');
  });

  it('turns every interval, holds while pointed at or focused, and pauses by its button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCarousel({ intervalMs: 5_000, pause: { pause: 'Pausar', resume: 'Retomar' } });
    const region = screen.getByRole('region', { name: 'Pessoas' });
    await advance(4_900);
    expect(shown().textContent).toBe('Ana');
    await advance(100);
    expect(shown().textContent).toBe('Bia');

    fireEvent.mouseEnter(region);
    await advance(20_000);
    expect(shown().textContent).toBe('Bia');
    fireEvent.mouseLeave(region);
    await advance(5_000);
    expect(shown().textContent).toBe('Caio');

    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Retomar' })); // focus left
    await advance(20_000);
    expect(shown().textContent).toBe('Caio');
  });

  it('is silent for screen readers while it turns by itself, polite once held', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCarousel({ intervalMs: 5_000 });
    const live = () => shown().closest('[aria-live]')?.getAttribute('aria-live');
    expect(live()).toBe('off');
    fireEvent.focus(screen.getByRole('button', { name: 'Próxima' }));
    expect(live()).toBe('polite');
  });

  it('has no pause button when it only moves by hand', () => {
    renderCarousel({ pause: { pause: 'Pausar', resume: 'Retomar' } });
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
  });

  it('stays still when the visitor prefers reduced motion', async () => {
    preferReducedMotion();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCarousel({ intervalMs: 5_000 });
    await advance(20_000);
    expect(shown().textContent).toBe('Ana');
  });

  it('glides: every slide in a track, the others hidden and inert', async () => {
    const user = userEvent.setup();
    renderCarousel({ animated: true });
    expect(screen.getByText('Bia').closest('[aria-hidden="true"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    const bia = shown();
    expect(bia.textContent).toBe('Bia');
    expect(bia.parentElement?.style.transform).toBe('translateX(-100%)');
    expect(screen.getByText('Ana').closest('[inert]')).toBeTruthy();
  });

  it('shows still dots, for the eye only, and no controls without their names', () => {
    renderCarousel({ arrows: undefined, dots: 'still' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const dots = screen.getByText('● ○ ○');
    expect(dots.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows nothing without slides, and no controls for one', () => {
    const { container, rerender } = renderCarousel({ slides: [] });
    expect(container.innerHTML).toBe('');
    rerender(
      <Carousel
        label="Pessoas"
        slides={['Ana']}
        renderSlide={(name) => name}
        arrows={{ previous: 'Anterior', next: 'Próxima' }}
        dots={(number) => `Pessoa ${number}`}
      />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('group', { name: '1 de 1' })).toBeTruthy();
  });
});
