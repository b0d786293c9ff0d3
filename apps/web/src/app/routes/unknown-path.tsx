import { Navigate } from "react-router";

/** Spec §2: any unknown path goes to the not-found page (replacing the bad entry in history). */
export default function UnknownPath() {
  return <Navigate to="/404" replace />;
}
