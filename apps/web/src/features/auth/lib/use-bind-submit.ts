import type { User } from "@edu/shared";
import type { UseFormReturnType } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type BindInput, type BindRole, bindAs, finishBind } from "../api/auth-api";
import { updateSessionUser } from "../api/session";
import { describeFailure } from "./form-errors";

/** A bind form starts from the names the account already has. */
export const namesOf = (user: User) => ({ first_name: user.first_name, last_name: user.last_name });

/**
 * Binds as `role`, then finishes binding (spec §4). A failed call sets the submit-error flag (spec §8);
 * field errors from the server land on the matching inputs.
 */
export function useBindSubmit<R extends BindRole, V>(
  role: R,
  // biome-ignore lint/suspicious/noExplicitAny: any form-value transform
  form: UseFormReturnType<V, any>,
  toPayload: (values: V) => BindInput[R],
  onDone: (user: User) => void,
) {
  const queryClient = useQueryClient();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: V) => {
      await bindAs(role, toPayload(values));
      return (await finishBind()).user;
    },
    onMutate: () => setSubmitError(null),
    onSuccess: (user) => {
      updateSessionUser(queryClient, user);
      onDone(user);
    },
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "fields") form.setErrors(failure.errors);
      setSubmitError(failure.kind === "message" ? failure.text : "");
    },
  });
  return { submit: (values: V) => mutation.mutate(values), pending: mutation.isPending, submitError };
}
