import { Alert, Anchor, Button, Text, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DESCRIPTION_STYLES } from "../lib/input-styles";
import { CaptchaField } from "./captcha-field";

// The sign-up forms' pieces (/register, /quick-register).

/** The username with its rules; leaving the field asks whether it is taken (`onLeave`). */
export function UsernameInput({ input, onLeave }: { input: GetInputPropsReturnType; onLeave: () => void }) {
  const { t } = useTranslation("auth");
  return (
    <TextInput
      label={t("fields.username")}
      description={t("register.usernameHint")}
      styles={DESCRIPTION_STYLES}
      required
      autoComplete="username"
      {...input}
      onBlur={onLeave}
    />
  );
}

/** The end of a sign-up form: the captcha, the failure line when there is one, and the submit button. */
export function RegisterSubmit({
  registration: { captcha, formError, submit },
  label,
}: {
  registration: {
    captcha: ComponentProps<typeof CaptchaField>;
    formError: string | null;
    submit: { isPending: boolean };
  };
  label: string;
}) {
  return (
    <>
      <CaptchaField {...captcha} />
      {formError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" loading={submit.isPending} fullWidth>
        {label}
      </Button>
    </>
  );
}

/** Under a sign-up form: "Already have an account? Log in", and the caller's other ways in. */
export function SignInInstead({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <Text size="sm" ta="center">
      {t("register.haveAccount")}{" "}
      <Anchor component={Link} to="/login">
        {t("register.login")}
      </Anchor>
      {children}
    </Text>
  );
}
