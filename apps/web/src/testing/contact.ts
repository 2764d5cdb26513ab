/**
 * A valid company contact (public-site.md §5), as a visitor types it. Shared by the unit and
 * the browser tests, so it imports nothing.
 */
export const CONTACT = {
  company: 'Acme Logística',
  responsible: 'Marina Alves',
  position: 'Gerente de Marketing',
  email: 'marina@acme.com.br',
  mobile: '11987654321',
};
