import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  type AuthProvider,
} from 'react-admin';
import { vi } from 'vitest';
import type { Papel } from '@stockcar/shared/schemas/admin/papeis';
import { dataProvider } from '../data/data-provider.ts';
import { i18nProvider } from '../i18n/index.ts';

/** A signed-in staff member of role `papel`, as react-admin asks the auth provider. */
export const authAs = (papel: Papel): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => papel,
});

/**
 * Renders a desk component inside a resource (`leads`, …) and a record, with the console's data
 * and i18n providers, a staff role and react-admin's notifications.
 */
export function renderInDesk(
  ui: ReactNode,
  { resource, record, papel = 'commercial' }: { resource: string; record?: object; papel?: Papel },
) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={authAs(papel)}
    >
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record}>{ui}</RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches what the page saves as a download (a blob URL clicked through an `<a download>`):
 * jsdom neither makes blob URLs nor downloads, so both are replaced for the test.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    blobs.delete(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}
