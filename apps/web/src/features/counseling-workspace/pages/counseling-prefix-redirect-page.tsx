import { Navigate, useLocation } from "react-router";

/**
 * Spec 03 §2 names one collected school at /counseling/{counselingId}/collected/colleges/{id} (and its edit
 * page) without the /private prefix every other counseling page has: those addresses, and any other under
 * /counseling, open the same page under /private.
 */
export default function CounselingPrefixRedirectPage() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/private${pathname}${search}${hash}`} replace />;
}
