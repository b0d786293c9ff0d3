import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../api/billing-api";

/** After a change to a bill: every billing query is read again, then the reader is told what was done. */
export function useBillsChanged(): (message: string) => Promise<void> {
  const queryClient = useQueryClient();
  return async (message) => {
    await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    notifications.show({ color: "teal", message });
  };
}
