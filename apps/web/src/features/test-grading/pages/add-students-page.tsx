import { Button, Container, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { assignmentsQuery, gradingKeys, updateAssignment } from "../api/grading-api";
import { GradingLinks } from "../components/grading-links";
import { StudentPicker } from "../components/student-picker";
import { TeachingGate } from "../components/teaching-gate";
import { localized } from "../lib/localized";
import { idParam } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-grading"] };

/** /tests/grading/addstudents?assignment=: add students to an assignment (never removes: some may have started). */
export default function AddStudentsPage() {
  return (
    <TeachingGate>
      <AddStudents />
    </TeachingGate>
  );
}

function AddStudents() {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const chosen = idParam(params.get("assignment"));
  const assignments = useQuery(assignmentsQuery());
  const [students, setStudents] = useState<number[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  if (assignments.isPending) return <PageLoader />;
  if (assignments.isError)
    return <LoadErrorPage error={assignments.error} onRetry={() => void assignments.refetch()} />;
  const rows = assignments.data.data;
  const current = rows.find((row) => row.id === chosen);
  const add = async () => {
    if (!current) return;
    setSaving(true);
    setMessage(null);
    try {
      await updateAssignment(current.id, { add_student_user_ids: students });
      setStudents([]);
      setMessage({ ok: true, text: t("addStudents.added") });
      await client.invalidateQueries({ queryKey: gradingKeys.all });
    } catch (error) {
      setMessage({
        ok: false,
        text: isApiError(error) ? (error.firstFieldError() ?? error.message) : String(error),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("addStudents.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("addStudents.title")}</Title>
          <Text c="gray.7">{t("addStudents.subtitle")}</Text>
        </div>
        <GradingLinks />
        {rows.length === 0 ? (
          <Text>{t("addStudents.none")}</Text>
        ) : (
          <>
            <Select
              label={t("addStudents.assignment")}
              placeholder={t("addStudents.pick")}
              data={rows.map((row) => ({
                value: String(row.id),
                label: t("addStudents.assignmentLabel", {
                  title: localized(row.form_title, locale),
                  opens: formatDateTime(row.opens_at),
                }),
              }))}
              value={current ? String(current.id) : null}
              onChange={(value) => {
                setMessage(null);
                setParams(value ? { assignment: value } : {});
              }}
              searchable
              comboboxProps={{ floatingStrategy: "fixed" }}
            />
            {current && (
              <>
                <Text size="sm">
                  {t("addStudents.current")}: {current.students.map((s) => s.name).join(", ") || "—"}
                </Text>
                <StudentPicker label={t("addStudents.students")} value={students} onChange={setStudents} />
                <Button
                  onClick={() => void add()}
                  loading={saving}
                  disabled={students.length === 0}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("addStudents.submit")}
                </Button>
              </>
            )}
            {message && (
              <Text role={message.ok ? "status" : "alert"} c={message.ok ? undefined : "red.8"}>
                {message.text}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
