/** The light and dark page backgrounds (--bg of app/globals.css): manifests and meta tags take colours, not CSS tokens. */
export const THEME_LIGHT = '#f4f6fb';
export const THEME_DARK = '#121418';
