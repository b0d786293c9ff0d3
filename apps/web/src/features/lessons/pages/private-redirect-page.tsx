import { Navigate, useLocation } from "react-router";

/**
 * Spec 02 §2: private-lesson paths reached without the /private prefix (/private-lessons/…) are
 * redirected under it; invitation-reply is the exception and has its own route.
 */
export default function PrivateRedirectPage() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/private${pathname}${search}${hash}`} replace />;
}
