import { type FieldTranslations, type Locale, resolveField, type SessionClassTextField } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { enqueueMail } from "../../mail";
import { richTextToPlainText } from "../../rich-text";
import { listMailTargets } from "./private-lessons.repository";

const LESSON_MAIL: Record<
  Locale,
  { subject: (t: string) => string; intro: (t: string, when: string) => string; tbd: string }
> = {
  en: {
    subject: (t) => `Private lesson: ${t}`,
    intro: (t, when) => `Hello,\n\nThe private lesson "${t}" has been arranged. First lesson: ${when}.`,
    tbd: "to be decided",
  },
  "zh-CN": {
    subject: (t) => `一对一课程：${t}`,
    intro: (t, when) => `您好：\n\n一对一课程「${t}」已安排。第一堂课：${when}。`,
    tbd: "待定",
  },
  "zh-TW": {
    subject: (t) => `一對一課程：${t}`,
    intro: (t, when) => `您好：\n\n一對一課程「${t}」已安排。第一堂課：${when}。`,
    tbd: "待定",
  },
};

/** Mails the lesson (outbox, in each recipient's language): to the chosen groups and to new teachers. */
export async function mailLesson(
  tx: DbOrTx,
  input: {
    publicUrl: string;
    classId: number;
    title: string;
    /** The class's translations as saved (null when this save renamed it without sending any). */
    translations: FieldTranslations<SessionClassTextField> | null;
    startedAt: string | null;
    mailContent: string;
    teacherIds: number[];
    studentIds: number[];
    parentIds: number[];
  },
) {
  const targets = await listMailTargets(tx, [
    ...new Set([...input.teacherIds, ...input.studentIds, ...input.parentIds]),
  ]);
  const sent = new Set<string>();
  for (const user of targets) {
    if (!user.email || !user.isActive || sent.has(user.email.toLowerCase())) continue;
    sent.add(user.email.toLowerCase());
    const t = LESSON_MAIL[user.lang];
    const title = resolveField(input.title, input.translations, "name", user.lang);
    const link = `${input.publicUrl}/private/private-lessons/${input.classId}/detail`;
    const text = `${t.intro(title, input.startedAt ?? t.tbd)}\n\n${richTextToPlainText(input.mailContent)}\n\n${link}\n`;
    await enqueueMail(tx, {
      to: user.email,
      subject: t.subject(title),
      text,
      ...(input.mailContent && { html: `${input.mailContent}<p><a href="${link}">${link}</a></p>` }),
      locale: user.lang,
      kind: "private_lesson",
      meta: { session_class_id: input.classId, user_id: user.id },
    });
  }
}
