import { useEffect } from "react";
import { useNavigate } from "react-router";
import { configureApiClient } from "../../lib/api-client";
import { showNotification } from "./notifications-host";

/** Lets the API client navigate with the router and show Mantine notifications. */
export function useApiClientBridge(): void {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      navigate: (to) => void navigate(to),
      notify: (message, kind) => showNotification(message, kind === "error" ? "red" : "orange"),
    });
  }, [navigate]);
}
