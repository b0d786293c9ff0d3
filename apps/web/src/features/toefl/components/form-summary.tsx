import type { toeflFormSchema } from "@edu/shared/toefl";
import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useLocale } from "../../../lib/use-locale";
import { clockText, localized } from "../../tests";

export type ToeflForm = z.infer<typeof toeflFormSchema>;

/** What a mock is: its length (today's format, or the older full 2.5 h / quick ~1 h mock) and sections. */
export function FormSummary({ form }: { form: ToeflForm }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  return (
    <>
      <Text size="sm" fw={700}>
        {t(`timing.${form.timing}`)}
        {form.total_seconds !== null && ` · ${t("form.total", { time: clockText(form.total_seconds) })}`}
      </Text>
      <List size="sm">
        {form.sections.map((section) => (
          <List.Item key={section.key}>
            {localized(section.title, locale)}:{" "}
            {t("form.section", {
              count: section.items,
              time: section.seconds === null ? t("form.untimed") : clockText(section.seconds),
            })}
          </List.Item>
        ))}
      </List>
    </>
  );
}
