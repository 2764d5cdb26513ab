import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { createAuthProvider } from './auth/auth-provider.ts';
import { LoginPage } from './auth/login-page.tsx';
import { ConvitePage } from './convite/convite-page.tsx';
import { dataProvider } from './data/data-provider.ts';
import { i18nProvider } from './i18n/index.ts';
import { Dashboard } from './layout/dashboard.tsx';
import { consoleTheme } from './layout/theme.ts';
import { areaOf, resources } from './resources/index.ts';

const authProvider = createAuthProvider(areaOf);

/**
 * The staff console under /admin: every page but the invitation needs a staff session; the
 * menu lists the areas the role reaches (authProvider.canAccess).
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="console.titulo"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        theme={consoleTheme}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/convite/:token" element={<ConvitePage />} />
        </CustomRoutes>
        {resources.map(({ element }) => element)}
      </Admin>
    </BrowserRouter>
  );
}
