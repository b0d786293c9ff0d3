import type { EnrollmentCourseSession } from "@edu/shared";
import { Checkbox, Fieldset, List, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";
import { formatName } from "../../../lib/person-name";
import type { EnrollValues } from "../lib/enroll-form";

type Props = {
  values: EnrollValues;
  sessions: EnrollmentCourseSession[];
  confirmed: boolean;
  onConfirmChange: (value: boolean) => void;
  confirmError?: string;
};

/** Step three: everything at a glance, then confirm. */
export function ReviewStep({ values, sessions, confirmed, onConfirmChange, confirmError }: Props) {
  const { t } = useTranslation("enrollment");
  const byId = new Map(sessions.map((session) => [String(session.id), session]));
  const dash = (value: string) => value.trim() || "—";
  const rows: Array<[string, string]> = [
    [t("fields.role"), t(`roles.${values.role}`)],
    [t("contact.legend"), formatName(values.contact)],
    [t("fields.email"), values.contact.email],
    [t("fields.phone"), values.contact.phone],
    [t("fields.homePhone"), dash(values.contact.home_phone)],
    [t("fields.lineId"), dash(values.contact.line_id)],
    [t("fields.address"), dash(values.contact.address)],
    [t("fields.type"), t(`types.${values.type}`)],
    [t("fields.tutoringMode"), t(`modes.${values.tutoring_mode}`)],
    [t("fields.currency"), t(`currencies.${values.currency}`)],
    [t("fields.mandarinHelp"), values.mandarin_help ? t(values.mandarin_help) : "—"],
    [t("fields.paymentWay"), dash(values.payment_way)],
    [t("fields.referral"), dash(values.referral)],
    [t("fields.groupEnrollment"), dash(values.group_enrollment)],
    [t("fields.previousClasses"), dash(values.previous_classes)],
    [t("fields.notes"), dash(values.notes)],
  ];
  return (
    <Stack gap="lg">
      <Fieldset legend={t("review.students")}>
        <List>
          {values.students.map((student) => (
            <List.Item key={student.key}>
              {formatName(student)} — {student.email}
            </List.Item>
          ))}
        </List>
      </Fieldset>
      <Fieldset legend={t("review.classes")}>
        <List>
          {values.course_session_ids.map((id) => (
            <List.Item key={id}>{byId.get(id)?.localized.title ?? `#${id}`}</List.Item>
          ))}
        </List>
      </Fieldset>
      <ScrollTable minWidth={320} label={t("review.details")}>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%">
                  {label}
                </Table.Th>
                <Table.Td style={{ whiteSpace: "pre-wrap" }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text size="sm" c="dimmed">
        {t("review.afterSubmit")}
      </Text>
      <Checkbox
        label={t("review.confirm")}
        checked={confirmed}
        onChange={(event) => onConfirmChange(event.currentTarget.checked)}
        error={confirmError}
      />
    </Stack>
  );
}
