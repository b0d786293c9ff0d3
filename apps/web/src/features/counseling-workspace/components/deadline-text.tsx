import type { CounselingDeadline } from "@edu/shared/counseling-workspace";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";

/** "today", "tomorrow", "in 5 days": how soon, in words (not by colour alone). */
export function useDaysLeft() {
  const { t } = useTranslation("counseling-workspace");
  return (days: number) =>
    days <= 0
      ? t("deadline.today")
      : days === 1
        ? t("deadline.tomorrow")
        : t("deadline.inDays", { count: days });
}

/**
 * One application deadline: the school (a link to the collected school when `href`), the decision plan,
 * the date and how soon; the counselor's internal deadline is marked as such.
 */
export function DeadlineText({ deadline, href }: { deadline: CounselingDeadline; href?: string }) {
  const { t } = useTranslation("counseling-workspace");
  const daysLeft = useDaysLeft();
  const plan = deadline.decision_plan ? t(`plan.${deadline.decision_plan}`) : null;
  return (
    <Group gap={6} wrap="wrap" component="span">
      {href ? (
        <Anchor component={Link} to={href} fw={600}>
          {deadline.school_name}
        </Anchor>
      ) : (
        <Text span fw={600}>
          {deadline.school_name}
        </Text>
      )}
      {plan && <Text span>{plan}</Text>}
      <Text span>{formatDate(deadline.date)}</Text>
      <Text span c={deadline.days_left <= 7 ? "red.8" : "gray.7"} fw={deadline.days_left <= 7 ? 600 : 400}>
        ({daysLeft(deadline.days_left)})
      </Text>
      {deadline.kind === "internal" && (
        <Badge variant="light" color="grape" size="sm">
          {t("deadline.internal")}
        </Badge>
      )}
    </Group>
  );
}
