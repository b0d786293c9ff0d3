import { type SchoolDetail, type SchoolFact, updateSchoolSchema } from "@edu/shared/schools";
import { Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { FactForm } from "../components/staff/fact-form";
import { FactList } from "../components/staff/fact-list";
import { factFormOf } from "../components/staff/fact-values";
import { PickedSchool } from "../components/staff/picked-school";
import {
  changedSchoolPayload,
  type SchoolFieldValues,
  schoolFieldsOf,
} from "../components/staff/school-fields";
import { SchoolFieldsInputs } from "../components/staff/school-fields-inputs";
import { ScorecardImportPanel } from "../components/staff/scorecard-import-panel";
import { schoolStaffKeys, updateSchool } from "../components/staff/staff-api";
import { StaffPage } from "../components/staff/staff-page";
import { useStaffTranslation } from "../components/staff/staff-texts";
import { WriteError } from "../components/staff/write-error";

export const handle: RouteHandle = { i18n: ["content-admin", "schools"] };

/** The school's own fields; only what changed is sent (a later Scorecard import keeps what staff set). */
function SchoolFieldsForm({ school, onSaved }: { school: SchoolDetail; onSaved: () => Promise<unknown> }) {
  const { t } = useStaffTranslation();
  const [initial, setInitial] = useState(() => schoolFieldsOf(school));
  const form = useForm<SchoolFieldValues>({
    initialValues: initial,
    validate: zodFormValidator(updateSchoolSchema, (values: SchoolFieldValues) =>
      changedSchoolPayload(initial, values),
    ),
  });
  useUnsavedChangesGuard(form.isDirty());
  const save = useMutation({
    mutationFn: (values: SchoolFieldValues) => updateSchool(school.id, changedSchoolPayload(initial, values)),
    onSuccess: async (saved, values) => {
      // What was saved is the new starting point: the next save sends only what changes after it.
      setInitial(values);
      form.resetDirty(values);
      notifications.show({ color: "teal", message: t("edit.saved", { name: saved.name }) });
      await onSaved();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  const unchanged = Object.keys(changedSchoolPayload(initial, form.values)).length === 0;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("edit.fieldsTitle")}
        </Title>
        <SchoolFieldsInputs form={form} />
        <WriteError error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={unchanged}>
            {t("edit.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SchoolFigures({ school, onSaved }: { school: SchoolDetail; onSaved: () => Promise<unknown> }) {
  const { t } = useStaffTranslation();
  const [editing, setEditing] = useState<SchoolFact | undefined>();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("facts.title")}
      </Title>
      <Text size="sm" c="gray.7">
        {t("facts.intro")}
      </Text>
      <FactForm
        key={editing ? `${editing.key}-${editing.year}` : "new"}
        schoolId={school.id}
        editing={editing && factFormOf(editing)}
        onSaved={() => {
          notifications.show({ color: "teal", message: t("facts.saved") });
          setEditing(undefined);
          void onSaved();
        }}
        onCancelEdit={() => setEditing(undefined)}
      />
      <FactList school={school} onChange={setEditing} onRemoved={() => void onSaved()} />
    </Stack>
  );
}

/**
 * /schools/edit?school=<id>: a school's own fields and the figures staff enter per year (what the
 * Scorecard lacks: deadlines, GPA, rankings, sports, housing, essay prompts, platforms), each with its
 * source; a Scorecard figure is read only here. Above the picker, the Scorecard file's upload (every school
 * at once, so no school needs to be picked).
 */
export default function SchoolEditPage() {
  const { t } = useStaffTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: schoolStaffKeys.all });
  return (
    <StaffPage title={t("edit.title")}>
      <ScorecardImportPanel />
      <PickedSchool>
        {(school) => (
          <Stack gap="xl">
            <SchoolFieldsForm key={school.id} school={school} onSaved={refresh} />
            <Divider />
            <SchoolFigures key={`figures-${school.id}`} school={school} onSaved={refresh} />
          </Stack>
        )}
      </PickedSchool>
    </StaffPage>
  );
}
