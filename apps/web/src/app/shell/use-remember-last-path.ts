import { useEffect } from "react";
import { useLocation } from "react-router";
import { rememberLastPath } from "../../lib/last-path";

/** Spec §2: remember the last visited path and query (the helper skips the excluded pages). */
export function useRememberLastPath(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberLastPath(pathname, search);
  }, [pathname, search]);
}
