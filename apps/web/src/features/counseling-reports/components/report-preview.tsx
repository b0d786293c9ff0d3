import type { CounselingReport } from "@edu/shared/counseling-reports";
import { LOCALES, type Locale } from "@edu/shared/i18n";
import { NativeSelect, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { ReportLetter } from "./report-letter";

/** The report as a parent reading `language` gets it: each parent is written to in their own language. */
export function ReportPreview({ report }: { report: CounselingReport }) {
  const { t } = useTranslation("counseling-reports");
  const [language, setLanguage] = useState<Locale>(useLocale());
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("preview.heading")}
        </Title>
        <NativeSelect
          label={t("preview.language")}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
          data={LOCALES.map((locale) => ({ value: locale, label: t(`preview.${locale}`) }))}
          maw={320}
        />
        <ReportLetter report={report} locale={language} />
      </Stack>
    </Paper>
  );
}
