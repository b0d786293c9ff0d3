import type { Profile } from "@edu/shared";
import type { UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import {
  type ProfilePart,
  type ProfilePartBody,
  type ProfileTarget,
  profileKeys,
  updateProfilePart,
} from "../api/profile-api";

/** Saves one profile part; the answer replaces the cached profile; a 422 puts its messages on the fields. */
export function useProfileSave<P extends ProfilePart, V>(
  part: P,
  target: ProfileTarget,
  form: UseFormReturnType<V>,
  onSaved: () => void,
) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePartBody<P>) => updateProfilePart(part, target, body),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(
        target.kind === "own" ? profileKeys.own : profileKeys.byId(target.userId),
        profile,
      );
      if (target.kind === "admin") void queryClient.invalidateQueries({ queryKey: ["users"] });
      // The account menu greets with the first name: let the session refresh.
      else void queryClient.invalidateQueries({ queryKey: ["session"] });
      form.resetDirty();
      notifications.show({ color: "teal", message: t("saved") });
      onSaved();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
}

/** "" → null for optional texts (null clears the stored value). */
export const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());
export const orUndefined = (value: string): string | undefined =>
  value.trim() === "" ? undefined : value.trim();
