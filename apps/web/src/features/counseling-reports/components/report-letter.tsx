import { type CounselingReport, counselingReportLetter } from "@edu/shared/counseling-reports";
import type { Locale } from "@edu/shared/i18n";
import { List, Stack, Text, Title } from "@mantine/core";
import { RichTextView } from "../../../components/rich-text-editor";

/**
 * A report in `locale` as its parents read it: the facts worded by the same function as the mail
 * (`counselingReportLetter`), the counselor's summary and plan as written. `level` is the heading level
 * of its sections under the page's.
 */
export function ReportLetter({
  report,
  locale,
  level = 3,
}: {
  report: CounselingReport;
  locale: Locale;
  level?: 2 | 3;
}) {
  const letter = counselingReportLetter(
    { student_name: report.student.name, month: report.month, facts: report.facts },
    locale,
  );
  const heading = (text: string) => (
    <Title order={level} size="h5">
      {text}
    </Title>
  );
  return (
    <Stack gap="sm" lang={locale}>
      <Text fw={600}>{letter.subject}</Text>
      <Text>{letter.intro}</Text>
      {report.summary.trim() && (
        <div>
          {heading(letter.summaryHeading)}
          <RichTextView html={report.summary} />
        </div>
      )}
      <FactSections sections={letter.sections} heading={heading} />
      {report.plan.trim() && (
        <div>
          {heading(letter.planHeading)}
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{report.plan}</Text>
        </div>
      )}
    </Stack>
  );
}

/** The month's facts, one list per kind (meetings, tasks, school list, essays). */
export function FactSections({
  sections,
  heading,
}: {
  sections: { heading: string; lines: string[] }[];
  heading: (text: string) => React.ReactNode;
}) {
  return (
    <>
      {sections.map((section) => (
        <div key={section.heading}>
          {heading(section.heading)}
          <List size="sm" spacing={2} style={{ overflowWrap: "anywhere" }}>
            {section.lines.map((line, index) => (
              // Lines may repeat (two tasks of one title); their order is the letter's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </div>
      ))}
    </>
  );
}
