import { Alert, Button, Checkbox, Container, Stack, Text, Textarea, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { idParam, localized } from "../../tests";
import { combineQuery, saveCombined, toeflKeys, transcriptsQuery } from "../api/toefl-api";
import { CombinedView } from "../components/combined-view";
import { StudentPicker } from "../components/student-picker";

export const handle: RouteHandle = { i18n: ["toefl"] };

/** One student's sittings to choose from, the best-of preview over them, and saving it (teachers, staff). */
function Combine({ studentId }: { studentId: number }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const client = useQueryClient();
  const { isStaff, isTeacher } = useViewerRoles();
  // Every scored sitting counts until the reader leaves some out.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState("");
  const sittings = useQuery(transcriptsQuery({ student_id: studentId, page_size: 100 }));
  const scored = (sittings.data?.data ?? []).filter((row) => row.state !== "in_progress");
  const chosen = scored.map((row) => row.exam_id).filter((id) => !left.has(id));
  const preview = useQuery({
    ...combineQuery(studentId, left.size === 0 ? [] : chosen),
    enabled: !sittings.isPending && chosen.length > 0,
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: () => saveCombined({ student_id: studentId, exam_ids: chosen, note }),
    onSuccess: () => {
      setNote("");
      void client.invalidateQueries({ queryKey: ["toefl", "combine", studentId] });
      void client.invalidateQueries({ queryKey: toeflKeys.transcriptLists });
    },
  });
  if (sittings.isPending) return <PageLoader />;
  if (sittings.isError)
    return <LoadErrorPage error={sittings.error} onRetry={() => void sittings.refetch()} />;
  if (scored.length === 0) return <Text>{t("combine.none")}</Text>;
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t("combine.sittings")}
        value={chosen.map(String)}
        onChange={(values) =>
          setLeft(new Set(scored.map((row) => row.exam_id).filter((id) => !values.includes(String(id)))))
        }
      >
        <Stack gap={6} mt="xs">
          {scored.map((row) => (
            <Checkbox
              key={row.exam_id}
              value={String(row.exam_id)}
              label={t("combine.sittingLabel", {
                title: localized(row.title, locale),
                date: formatDate(row.submitted_at),
                total: row.total ?? "—",
              })}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {chosen.length === 0 ? (
        <Alert color="gray">{t("combine.chooseOne")}</Alert>
      ) : preview.isError ? (
        <Alert color="red">{t("combine.previewFailed")}</Alert>
      ) : !preview.data ? (
        <PageLoader />
      ) : (
        <>
          <CombinedView combined={preview.data.data} caption={t("combine.preview")} />
          {(isStaff || isTeacher) && (
            <Stack gap="xs">
              <Textarea
                label={t("combine.note")}
                value={note}
                maxLength={500}
                autosize
                minRows={2}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Button
                onClick={() => save.mutate()}
                loading={save.isPending}
                style={{ alignSelf: "flex-start" }}
              >
                {t("combine.save")}
              </Button>
              {save.isSuccess && <Text aria-live="polite">{t("combine.saved")}</Text>}
            </Stack>
          )}
          {preview.data.stored.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t("combine.stored")}
              </Title>
              {preview.data.stored.map((stored) => (
                <CombinedView
                  key={stored.id}
                  combined={stored}
                  caption={t("combine.storedOn", { date: formatDate(stored.created_at) })}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

/** /toefl/testresults/combine(?student=<id>): a best-of transcript from several sittings of one student. */
export default function CombinePage() {
  const { t } = useTranslation("toefl");
  const [search, setSearch] = useSearchParams();
  const { user, isStaff, isTeacher, isStudent } = useViewerRoles();
  const teaching = isStaff || isTeacher;
  // A student combines their own sittings; teachers and staff pick whose (parents come from the results).
  const studentId = idParam(search.get("student")) ?? (isStudent && !teaching ? user?.id : undefined);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("combine.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("combine.title")}</Title>
          <Text c="gray.7">{t("combine.subtitle")}</Text>
        </div>
        {teaching && (
          <StudentPicker
            value={studentId}
            onChange={(id) => setSearch(id ? { student: String(id) } : {}, { replace: true })}
          />
        )}
        {studentId ? (
          <Combine key={studentId} studentId={studentId} />
        ) : (
          <Text>{t("combine.pickStudent")}</Text>
        )}
      </Stack>
    </Container>
  );
}
