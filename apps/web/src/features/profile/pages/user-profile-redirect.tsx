import { Navigate, useLocation } from "react-router";

/** /userProfile (spec §2) is the signed-in user's own profile: the same screen as /profile. */
export default function UserProfileRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/profile${search}`} replace />;
}
