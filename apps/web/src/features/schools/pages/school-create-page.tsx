import { createSchoolSchema } from "@edu/shared/schools";
import { Button, Group } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import {
  createSchoolPayload,
  emptySchoolFields,
  type SchoolFieldValues,
} from "../components/staff/school-fields";
import { SchoolFieldsInputs } from "../components/staff/school-fields-inputs";
import { createSchool, schoolStaffKeys } from "../components/staff/staff-api";
import { StaffPage } from "../components/staff/staff-page";
import { useStaffTranslation } from "../components/staff/staff-texts";
import { WriteError } from "../components/staff/write-error";

export const handle: RouteHandle = { i18n: ["content-admin", "schools"] };

function CreateSchoolForm() {
  const { t } = useStaffTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const form = useForm<SchoolFieldValues>({
    initialValues: emptySchoolFields(),
    validate: zodFormValidator(createSchoolSchema, createSchoolPayload),
  });
  useUnsavedChangesGuard(form.isDirty() && createdId === null);
  const create = useMutation({
    mutationFn: (values: SchoolFieldValues) => createSchool(createSchoolPayload(values)),
    onSuccess: async (school) => {
      notifications.show({ color: "teal", message: t("create.created", { name: school.name }) });
      setCreatedId(school.id);
      await queryClient.invalidateQueries({ queryKey: schoolStaffKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  // After the guard has let go of the form: open the new school's page.
  useEffect(() => {
    if (createdId !== null) navigate(`/schools/${createdId}`);
  }, [createdId, navigate]);
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <SchoolFieldsInputs form={form} />
      <WriteError error={create.error} />
      <Group mt="md">
        <Button type="submit" loading={create.isPending}>
          {t("create.submit")}
        </Button>
      </Group>
    </form>
  );
}

/** /schools/postcreator: staff add a school the Scorecard does not list; only the English name is required. */
export default function SchoolCreatePage() {
  const { t } = useStaffTranslation();
  return (
    <StaffPage title={t("create.title")}>
      <CreateSchoolForm />
    </StaffPage>
  );
}
