import type { FormErrors, UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "../app/guards/use-unsaved-changes-guard";
import { isApiError } from "./api-client";
import { serverFieldErrors } from "./form-errors";

/**
 * Saving a create-or-edit form: once saved a toast says so, the saved record's page opens (`pageOf`) and
 * the `refresh` queries are fetched again; the server's field errors land on the fields (`errorPaths` maps
 * the payload's paths to the form's where they differ). Leaving with unsaved changes asks first.
 */
export function useFormSave<V, Saved>(options: {
  // biome-ignore lint/suspicious/noExplicitAny: any form-value transform
  form: UseFormReturnType<V, any>;
  mutationFn: (values: V) => Promise<Saved>;
  savedMessage: string;
  pageOf: (saved: Saved) => string;
  refresh: QueryKey;
  errorPaths?: (errors: FormErrors) => FormErrors;
}) {
  const { form, mutationFn, savedMessage, pageOf, refresh, errorPaths = (errors) => errors } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedPage, setSavedPage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn,
    onSuccess: async (saved) => {
      notifications.show({ color: "teal", message: savedMessage });
      setSavedPage(pageOf(saved));
      await queryClient.invalidateQueries({ queryKey: refresh });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(errorPaths(serverFieldErrors(error.errors)));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && savedPage === null);
  useEffect(() => {
    if (savedPage !== null) navigate(savedPage);
  }, [savedPage, navigate]);
  return save;
}
