import type { User } from "@edu/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { applySignedIn } from "../api/session";

/** After signing in or up: the session takes the user, then the app goes on to `to` in place of the form. */
export function useEnterSignedIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (user: User, to: string) => {
    await applySignedIn(queryClient, user);
    void navigate(to, { replace: true });
  };
}
