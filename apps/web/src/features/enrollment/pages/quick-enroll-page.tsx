import {
  ENROLLMENT_CURRENCIES,
  ENROLLMENT_TYPES,
  type EnrolledSession,
  type EnrollmentCurrency,
  type EnrollmentType,
  PAYMENT_STATUSES,
  type PaymentStatus,
  TUTORING_MODES,
  type TutoringMode,
} from "@edu/shared";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { useViewerRoles } from "../../auth";
import { quickEnroll } from "../api/admin-api";
import { sessionsForEnrollmentQuery } from "../api/enroll-api";
import { UserSearchSelect } from "../components/user-search-select";
import { studentName } from "../lib/format";
import { sessionSelectData } from "../lib/session-options";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

type QuickValues = {
  student_user_id: number | null;
  course_session_id: string | null;
  type: EnrollmentType;
  tutoring_mode: TutoringMode;
  currency: EnrollmentCurrency;
  payment_status: PaymentStatus;
  need_pay_first: boolean;
  notes: string;
};

/** /quick_enroll (admin, staff): an existing student straight into a course session. */
export default function QuickEnrollPage() {
  const { t } = useTranslation("enrollment");
  const viewer = useViewerRoles();
  const sessions = useQuery(sessionsForEnrollmentQuery(""));
  const [created, setCreated] = useState<EnrolledSession | null>(null);
  const form = useForm<QuickValues>({
    initialValues: {
      student_user_id: null,
      course_session_id: null,
      type: "group",
      tutoring_mode: "in-person",
      currency: "TWD",
      payment_status: "unknown",
      need_pay_first: false,
      notes: "",
    },
    validate: {
      student_user_id: (value) => (value ? null : t("quick.pickStudent")),
      course_session_id: (value) => (value ? null : t("quick.pickSession")),
    },
  });
  const save = useMutation({
    mutationFn: (values: QuickValues) =>
      quickEnroll({
        ...values,
        // Both are required by the form's validation before this runs.
        student_user_id: Number(values.student_user_id),
        course_session_id: Number(values.course_session_id),
        notes: values.notes.trim() || undefined,
      }),
    onSuccess: (row) => setCreated(row),
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("student_user_id", isApiError(error) ? error.message : t("errors.generic"));
    },
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  if (!viewer.isPending && !viewer.isStaff) {
    return <NoPermissionPage reason={t("staffOnly")} />;
  }

  return (
    <Container className={pageClasses.page} size="sm" py="lg">
      <PageTitle title={t("quick.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("quick.title")}</Title>
        {created && (
          <Alert color="teal" role="status">
            {t("quick.done", { name: studentName(created), session: created.course_session_title ?? "" })}{" "}
            <Anchor component={Link} to={`/enrollment/${created.id}`}>
              {t("quick.open")}
            </Anchor>
          </Alert>
        )}
        <form
          onSubmit={form.onSubmit((values) => {
            setCreated(null);
            save.mutate(values);
          })}
          noValidate
        >
          <Stack gap="sm">
            <UserSearchSelect
              label={t("quick.student")}
              userRole="student"
              onChange={(id) => form.setFieldValue("student_user_id", id)}
              error={form.errors.student_user_id as string | undefined}
            />
            <Select
              label={t("quick.session")}
              withAsterisk
              searchable
              data={sessionSelectData(sessions.data, (type) => t(`types.${type}`))}
              {...form.getInputProps("course_session_id")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("fields.type")}
                data={options(ENROLLMENT_TYPES, "types")}
                allowDeselect={false}
                {...form.getInputProps("type")}
              />
              <Select
                label={t("fields.tutoringMode")}
                data={options(TUTORING_MODES, "modes")}
                allowDeselect={false}
                {...form.getInputProps("tutoring_mode")}
              />
              <Select
                label={t("fields.currency")}
                data={options(ENROLLMENT_CURRENCIES, "currencies")}
                allowDeselect={false}
                {...form.getInputProps("currency")}
              />
              <Select
                label={t("columns.payment")}
                data={options(PAYMENT_STATUSES, "payments")}
                allowDeselect={false}
                {...form.getInputProps("payment_status")}
              />
            </SimpleGrid>
            <Switch
              label={t("flags.needPayFirst")}
              {...form.getInputProps("need_pay_first", { type: "checkbox" })}
            />
            <Textarea label={t("fields.notes")} rows={3} {...form.getInputProps("notes")} />
            <Button type="submit" loading={save.isPending}>
              {t("quick.submit")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
