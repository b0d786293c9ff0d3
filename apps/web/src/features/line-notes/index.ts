/**
 * LINE notes' public surface: a link to one user's notes (shown to staff when the school's LINE official
 * account is configured) for the user admin page. No side-navigation entry: the notes are per user.
 */
export { LineNotesLink } from "./components/line-notes-link";
