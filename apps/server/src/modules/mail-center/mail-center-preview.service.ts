import type { Locale, MailContent, MailPreview } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { fieldError } from "../../http/app-error";
import * as repo from "./mail-center.repository";
import {
  cleanContent,
  languageFor,
  type Recipient,
  renderMail,
  schoolFor,
  variablesFor,
} from "./mail-center-rules";

/** Preview without a chosen recipient: a sample person (a Chinese name shows family name first). */
const SAMPLE: Record<Locale, { first: string; last: string; username: string }> = {
  en: { first: "Mei-Ling", last: "Wang", username: "meiling.wang" },
  "zh-TW": { first: "美玲", last: "王", username: "meiling.wang" },
  "zh-CN": { first: "美玲", last: "王", username: "meiling.wang" },
};

/** The mail as one recipient (or a sample person) gets it, in their language or the one asked for. */
export async function previewMail(
  db: DbOrTx,
  input: { content: MailContent; recipient_id?: number | null; locale?: Locale },
  requestLocale: Locale,
): Promise<MailPreview> {
  const content = cleanContent(input.content, requestLocale, { complete: false });
  let person: Recipient & { id: number | null; email: string | null; lang: Locale };
  if (input.recipient_id) {
    const found = await repo.findPerson(db, input.recipient_id);
    if (!found) throw fieldError("recipient_id", "mail_recipient_not_found");
    person = found;
  } else {
    const lang = input.locale ?? requestLocale;
    const sample = SAMPLE[lang];
    person = {
      id: null,
      email: null,
      firstName: sample.first,
      lastName: sample.last,
      username: sample.username,
      lang,
    };
  }
  const lang = languageFor(content, input.locale ?? person.lang);
  const schools = await repo.findSchoolNames(db);
  const values = variablesFor(person, schoolFor(schools, lang));
  return {
    locale: lang,
    ...renderMail(content, lang, values),
    recipient: { id: person.id, name: values.name, email: person.email, lang: person.lang },
  };
}
