import { useQuery } from "@tanstack/react-query";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { attemptQuery, formQuery, localized, resultQuery } from "../../tests";

/**
 * What the review pages read of one attempt: its result (scores, items, answers as the server reveals
 * them), the attempt (title, test type, whether it is the reader's own, its form), and section titles as the version
 * the attempt took names them.
 */
export function useAttemptReview(attemptId: number) {
  const locale = useLocale();
  const { user } = useViewerRoles();
  const result = useQuery(resultQuery(attemptId));
  const attempt = useQuery(attemptQuery(attemptId));
  const formId = attempt.data?.data.form_id;
  const form = useQuery(formQuery(formId));
  const outline = form.data?.data.outline ?? [];
  const sections = result.data?.data.sections ?? [];
  // The version the attempt took names its sections (the form's outline where it does not; the key last).
  const sectionTitle = (key: string) => {
    const title = sections.find((s) => s.key === key)?.title ?? outline.find((s) => s.key === key)?.title;
    return localized(title, locale) ?? key;
  };
  // A teacher or parent reads "the student's answer"; the student (or while unknown) "your answer".
  const own = !attempt.data || !user || attempt.data.data.user_id === user.id;
  return { result, attempt, sectionTitle, own };
}
