/** The users feature's public surface: its workspace navigation entries. */

/** The office's one people search (names in any script, phone, email). */
export { PeopleSearch } from "./components/people-search";
export { usersNav } from "./nav";
