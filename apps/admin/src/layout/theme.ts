import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme, with:
 * - a darker primary: its #1976d2 reaches only 4.0:1 on the filled inputs' grey (a focused
 *   field's label), below WCAG AA's 4.5:1; #1565c0 gives 5.0:1;
 * - the empty list's message in full text colour;
 * - the content and list columns allowed to shrink below their content's width, so on a phone
 *   a wide grid scrolls inside its own region (ConsoleList) instead of widening the page.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    // The app bar's colour: white titles need 4.5:1, which #2196f3 (3.1:1) does not give.
    secondary: { main: '#0d47a1' },
    // Filled chips (a vote's or a race's state) carry white text: MUI's info #0288d1 gives
    // 3.9:1 and its warning #ed6c02 3.1:1; these give 4.8:1 and 5.0:1.
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
  },
  components: {
    ...defaultTheme.components,
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // The empty list's message is drawn in the disabled grey (2.7:1); large text needs 3:1.
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  } as RaThemeOptions['components'],
};
