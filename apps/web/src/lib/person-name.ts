// One rule for people's names on the server (PDFs, mails) and the web: it lives in @edu/shared.
export { displayName, familyNameFirst, formatName, initialsOf, isCjkName, type NameParts } from "@edu/shared";
