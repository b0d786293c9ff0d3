import type { CourseSession } from "@edu/shared";
import { Anchor, Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataListColumn } from "../../../components/data-list";
import { formatMoney } from "../../../lib/format-money";
import { MissingLocalesBadges } from "../../content-admin";
import { FeeText } from "./money-text";

const dates = (session: CourseSession) =>
  session.start_date || session.end_date ? `${session.start_date ?? "…"} – ${session.end_date ?? "…"}` : "—";

/** Course sessions' columns: title (to the detail), course, city, dates, fee, classes, state. */
export function useSessionColumns(): DataListColumn<CourseSession>[] {
  const { t } = useTranslation("courses");
  const city = (session: CourseSession) =>
    session.is_online ? t("session.online") : session.localized.city || "—";
  const state = (session: CourseSession) => (session.active ? t("session.activeYes") : t("session.activeNo"));
  return [
    {
      key: "title",
      header: t("session.title"),
      primary: true,
      cell: (session) => (
        <Anchor component={Link} to={`/course-sessions/${session.id}/detail`}>
          {session.localized.title}
        </Anchor>
      ),
      csv: (session) => session.localized.title,
    },
    {
      key: "course",
      header: t("session.course"),
      cell: (session) => session.course?.title ?? "—",
      csv: (session) => session.course?.title,
    },
    { key: "city", header: t("session.city"), cell: city, csv: city },
    { key: "dates", header: t("session.dates"), cell: dates, csv: dates },
    {
      key: "fee",
      header: t("session.fee"),
      cell: (session) => <FeeText fee={session.fee} currency={session.currency} />,
      csv: (session) =>
        session.fee === null
          ? t("session.perLesson")
          : `${formatMoney(session.fee, session.currency)} ${session.currency}`,
    },
    {
      key: "translations",
      header: t("session.translations"),
      cell: (session) => <MissingLocalesBadges locales={session.missing_locales} />,
      csv: (session) => session.missing_locales.join(" "),
    },
    {
      key: "classes",
      header: t("session.classCount"),
      cell: (session) => session.class_count,
      csv: (session) => session.class_count,
    },
    {
      key: "state",
      header: t("session.state"),
      cell: (session) => (
        <Badge
          color={session.active ? "teal" : "gray"}
          variant="outline"
          c={`${session.active ? "teal" : "gray"}.9`}
        >
          {state(session)}
        </Badge>
      ),
      csv: state,
    },
  ];
}
