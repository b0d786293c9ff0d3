/** The content-admin feature's public surface: its workspace navigation entries. */

/** The side-by-side language editor and missing-translation badges, for every translatable record. */
export {
  BaseTranslationsEditor,
  toChineseTexts,
  toTranslationsPatch,
} from "./components/base-translations-editor";
export { MissingLocalesBadges, type TranslationField } from "./components/translations-editor";
export { contentAdminNav } from "./nav";
