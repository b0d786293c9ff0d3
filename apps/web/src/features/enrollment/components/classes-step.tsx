import {
  ENROLLMENT_CURRENCIES,
  ENROLLMENT_TYPES,
  type EnrollmentCourseSession,
  TUTORING_MODES,
} from "@edu/shared";
import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sessionsForEnrollmentQuery, sessionTagsQuery } from "../api/enroll-api";
import type { EnrollValues } from "../lib/enroll-form";
import { formatMoney } from "../lib/format";

type Props = { form: UseFormReturnType<EnrollValues> };

export function describeSession(session: EnrollmentCourseSession, t: TFunction<"enrollment">) {
  const where = session.is_online ? t("classes.online") : session.localized.city || t("classes.inPerson");
  const when = [
    session.start_date && session.end_date
      ? `${session.start_date} – ${session.end_date}`
      : session.start_date,
    session.localized.date,
    session.time_from && session.time_to ? `${session.time_from}–${session.time_to}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const fee = session.fee !== null ? formatMoney(session.fee, session.currency) : null;
  // The same seats as the class page shows (null: not limited, or no class yet).
  const seats =
    session.seats_left === null || session.seats_left === undefined
      ? null
      : session.seats_left === 0
        ? t("classes.full")
        : t("classes.seatsLeft", { count: session.seats_left });
  return [where, when, fee, seats].filter(Boolean).join(" · ");
}

/** Step two: classes from course-sessions-for-enrollment grouped by type, and the preferences (spec §3). */
export function ClassesStep({ form }: Props) {
  const { t } = useTranslation("enrollment");
  const [tag, setTag] = useState("");
  const tags = useQuery(sessionTagsQuery());
  const sessions = useQuery(sessionsForEnrollmentQuery(tag));
  const values = form.getValues();
  const groups = (sessions.data?.groups ?? []).filter((group) => group.sessions.length > 0);
  const classError = form.errors.course_session_ids;

  return (
    <Stack gap="lg">
      <Fieldset legend={t("classes.legend")}>
        <Stack gap="md">
          <Select
            label={t("classes.filterByTag")}
            placeholder={t("classes.allTags")}
            data={tags.data?.data ?? sessions.data?.tags ?? []}
            value={tag || null}
            onChange={(value) => setTag(value ?? "")}
            clearable
            maw={320}
          />
          {sessions.isPending && <Loader size="sm" role="status" aria-label={t("loading")} />}
          {sessions.isError && <Alert color="red">{t("classes.loadFailed")}</Alert>}
          {sessions.data && groups.length === 0 && <Text>{t("classes.none")}</Text>}
          <Checkbox.Group
            value={values.course_session_ids}
            onChange={(next) => form.setFieldValue("course_session_ids", next)}
            aria-label={t("classes.legend")}
            error={typeof classError === "string" ? classError : undefined}
          >
            <Stack gap="lg">
              {groups.map((group) => (
                <Stack key={group.type} gap="xs" data-testid={`session-group-${group.type}`}>
                  <Title order={3} size="h4">
                    {t(`types.${group.type}`)}
                  </Title>
                  {group.sessions.map((session) => (
                    <Checkbox
                      key={session.id}
                      value={String(session.id)}
                      label={session.localized.title}
                      description={describeSession(session, t)}
                    />
                  ))}
                </Stack>
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t("preferences.legend")}>
        <Stack gap="md">
          <Radio.Group label={t("fields.type")} withAsterisk {...form.getInputProps("type")}>
            <Group mt="xs">
              {ENROLLMENT_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`types.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={t("fields.tutoringMode")} withAsterisk {...form.getInputProps("tutoring_mode")}>
            <Group mt="xs">
              {TUTORING_MODES.map((mode) => (
                <Radio key={mode} value={mode} label={t(`modes.${mode}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={t("fields.currency")} withAsterisk {...form.getInputProps("currency")}>
            <Group mt="xs">
              {ENROLLMENT_CURRENCIES.map((currency) => (
                <Radio key={currency} value={currency} label={t(`currencies.${currency}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={t("fields.mandarinHelp")} {...form.getInputProps("mandarin_help")}>
            <Group mt="xs">
              <Radio value="yes" label={t("yes")} />
              <Radio value="no" label={t("no")} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("fields.paymentWay")} {...form.getInputProps("payment_way")} />
            <TextInput label={t("fields.referral")} {...form.getInputProps("referral")} />
          </SimpleGrid>
          <TextInput
            label={t("fields.groupEnrollment")}
            description={t("fields.groupEnrollmentHint")}
            {...form.getInputProps("group_enrollment")}
          />
          <Textarea
            label={t("fields.previousClasses")}
            rows={3}
            {...form.getInputProps("previous_classes")}
          />
          <Textarea label={t("fields.notes")} rows={3} {...form.getInputProps("notes")} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
