/** The year the app was built (prerendered HTML shows it until the browser knows the current year). */
declare const __BUILD_YEAR__: number;
