import type { AuthProvider } from 'react-admin';
import { papelPode, type Area } from '@stockcar/shared/schemas/admin/papeis';
import { clearSession, currentStaff, renew, signIn, signOut, type Staff } from './session.ts';

/** The staff member of this tab: the one in memory, or one renewed from the refresh cookie. */
async function staffOrRenewed(): Promise<Staff | undefined> {
  return currentStaff() ?? ((await renew()) ? currentStaff() : undefined);
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * Sign-in with e-mail, password and TOTP code; the session renewed silently on load and on a
 * 401; permissions are the staff role, and `canAccess` asks the shared role table whether the
 * role reaches a resource's area. `areaOf` maps a resource name to its area (resources/index.ts).
 */
export function createAuthProvider(areaOf: (resource: string) => Area | undefined): AuthProvider {
  return {
    async login({ email, senha, codigo }: { email: string; senha: string; codigo: string }) {
      await signIn({ email: email.trim(), senha, codigo: codigo.trim() });
    },

    async logout() {
      if (currentStaff()) await signOut().catch(() => undefined);
      clearSession();
    },

    async checkAuth() {
      // No notification: arriving signed out just shows the sign-in page.
      if (!(await staffOrRenewed())) throw { message: false };
    },

    async checkError(error: unknown) {
      // adminFetch already renewed the token once: a 401 here means the session is over.
      if (statusOf(error) === 401) {
        clearSession();
        throw { message: 'console.sessao.expirada' };
      }
      // 403 and the rest: the page shows the error, the session stays.
    },

    async getIdentity() {
      const staff = await staffOrRenewed();
      if (!staff) throw { message: false };
      return { id: staff.id, fullName: staff.nome, email: staff.email };
    },

    async getPermissions() {
      return (await staffOrRenewed())?.papel;
    },

    async canAccess({ resource }) {
      const staff = await staffOrRenewed();
      const area = areaOf(resource);
      return !!staff && !!area && papelPode(staff.papel, area);
    },
  };
}
