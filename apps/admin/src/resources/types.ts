import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Area } from '@stockcar/shared/schemas/admin/papeis';

/**
 * One console area: its `<Resource>` (the name is the path under /api/v1/admin/) and the
 * texts of `resources.<name>` (name, field labels). The menu shows it to roles that reach `area`.
 */
export interface ConsoleResource {
  area: Area;
  element: ReactElement<ResourceProps>;
  messages?: { name: string; fields?: Record<string, string>; [key: string]: unknown };
}
