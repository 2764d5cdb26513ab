import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SponsorPitch } from './sponsor-pitch.tsx';
import { TOUR_VIDEO_EMBED } from './tour-video.tsx';

beforeEach(() => applyCategoryLanguage('proseries'));

const LOGOS = [{ nome: 'Banco Azul', imagem: '/banco.svg' }];

describe('sponsorship page (public-site.md §2.5)', () => {
  it("shows the sponsors' logos and the contact buttons", () => {
    renderWithProviders(<SponsorPitch logos={LOGOS} logosFailed={false} formHref="/lead" />);
    expect(screen.getByRole('img', { name: 'Banco Azul' })).toBeTruthy();
    const contacts = screen.getAllByRole('link', { name: 'Quero ser patrocinador' });
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    for (const link of contacts) expect(link.getAttribute('href')).toBe('/lead');
  });

  it('opens each of the four info modals and gives focus back on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SponsorPitch logos={[]} logosFailed={false} formHref="/lead" />);
    expect(screen.queryByRole('heading', { name: 'Quem já acelera com a gente' })).toBeNull();
    for (const title of ['Exposição', 'Ativação de marca', 'Relacionamento', 'ESG']) {
      const opener = screen.getByRole('button', { name: `Saiba mais sobre ${title}` });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: title });
      expect(within(dialog).getAllByRole('paragraph').length).toBeGreaterThanOrEqual(3);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    }
  });

  it('loads the tour video only when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SponsorPitch logos={LOGOS} logosFailed={false} formHref="/lead" />);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Assistir ao tour guiado' }));
    const frame = screen.getByTitle('Vídeo do tour guiado pela Stock Car');
    expect(frame.getAttribute('src')).toContain(TOUR_VIDEO_EMBED);
  });
});
