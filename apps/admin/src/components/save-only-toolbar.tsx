import { SaveButton, Toolbar } from 'react-admin';

/** The toolbar of a form whose record the API never deletes (it is deactivated or renamed). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
