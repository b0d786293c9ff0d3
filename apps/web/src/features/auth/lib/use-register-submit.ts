import type { User } from "@edu/shared";
import type { UseFormReturnType } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../lib/form-errors";
import { isUsernameAvailable } from "../api/auth-api";
import { describeFailure } from "./form-errors";
import type { RegisterValues } from "./register-form";
import { useEnterSignedIn } from "./use-enter-signed-in";

/**
 * Creating an account (/register, /quick-register): signs in and goes on to `destination`. Field errors
 * land on the inputs (a refused captcha is cleared and a new picture shown; a taken email shows the
 * sign-in hint); any other failure is one line above the button (`formError`). A taken username is
 * said when the field is left (`checkUsername`).
 */
export function useRegisterSubmit<V extends RegisterValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form-value transform
  form: UseFormReturnType<V, any>,
  send: (values: V) => Promise<{ user: User }>,
  destination: (user: User) => string,
) {
  const { t } = useTranslation("auth");
  const enter = useEnterSignedIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The captcha's two fields are in every V (RegisterValues); the generic form cannot type their paths.
  const setText = form.setFieldValue as (path: "captcha" | "captcha_key", value: string) => void;
  const setCaptchaKey = useCallback((key: string) => setText("captcha_key", key), [setText]);
  const checkUsername = async () => {
    const username = form.values.username.trim();
    if (!username || form.validateField("username").hasError) return;
    if ((await isUsernameAvailable(username)) === false)
      form.setFieldError("username", localizeMessage("username_taken"));
  };
  const submit = useMutation({
    mutationFn: send,
    onMutate: () => setFormError(null),
    onSuccess: ({ user }) => enter(user, destination(user)),
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.kind === "fields") {
        form.setErrors(failure.errors);
        setEmailTaken(failure.errors.email === localizeMessage("email_taken"));
        if (failure.errors.captcha) {
          setText("captcha", "");
          setCaptchaRound((round) => round + 1);
        }
      } else if (failure.kind === "message") {
        setFormError(failure.text || t("errors.generic"));
      }
    },
  });
  const captcha = {
    value: form.values.captcha,
    onChange: (value: string) => setText("captcha", value),
    onKey: setCaptchaKey,
    error: form.errors.captcha ?? form.errors.captcha_key,
    refreshSignal: captchaRound,
  };
  return { submit, formError, emailTaken, setEmailTaken, checkUsername, captcha };
}
