import { describe, expect, it } from 'vitest';
import { isClubDoor, isClubPath } from './site-pages.ts';

/*
 * The pages under /stockclub, in any case, are the club's; two of them, login and sign-up, are
 * its doors, also asked with a trailing slash. `/stockclub` itself is none of them.
 */
describe("the Stock Club's paths and doors", () => {
  it.each([
    // path, a club path, a door
    ['/stockclub/login', true, true],
    ['/stockclub/cadastro', true, true],
    ['/STOCKCLUB/Login', true, true],
    ['/stockclub/cadastro//', true, true],
    ['/stockclub/meu-perfil', true, false],
    ['/StockClub/Home', true, false],
    ['/stockclub/login/x', true, false],
    ['/stockclub/loginx', true, false],
    ['/stockclub/', true, false],
    ['/stockclub', false, false],
    ['/stockclubx/login', false, false],
    ['/x/stockclub/login', false, false],
    ['/stockcar/proseries', false, false],
    ['/login', false, false],
  ])('%s: club path %s, door %s', (path, club, door) => {
    expect(isClubPath(path)).toBe(club);
    expect(isClubDoor(path)).toBe(door);
  });
});
