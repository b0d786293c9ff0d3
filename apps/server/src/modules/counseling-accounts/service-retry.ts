import { AppError } from "../../http/app-error";
import {
  type ApplicationService,
  type ServiceCredentials,
  ServiceError,
  type ServiceSession,
} from "./application-service.adapter";

export type ServiceCallOptions = { service: ApplicationService; timeoutMs: number };

/**
 * The spec's rule (03 §4): log in, make the call; when it fails, log in again and retry once. A login
 * the service refuses runs the error callback (which records it and answers "Your username and/or
 * password is incorrect!"). Each request has `timeoutMs`, and the whole exchange twice that, so a
 * service that hangs is answered in bounded time.
 */
export async function callWithLogin<T>(
  options: ServiceCallOptions,
  credentials: ServiceCredentials,
  call: (session: ServiceSession, signal: AbortSignal) => Promise<T>,
  errorCallback: (error: ServiceError) => Promise<never>,
): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs * 2);
  const signal = () => AbortSignal.any([AbortSignal.timeout(options.timeoutMs), deadline]);
  const login = async () => {
    try {
      return await options.service.login(credentials, signal());
    } catch (error) {
      if (error instanceof ServiceError && error.kind === "refused") return errorCallback(error);
      throw error;
    }
  };
  let session = await login();
  try {
    return await call(session, signal());
  } catch (error) {
    // Nothing to retry against, or no time left to: answer now.
    if (!(error instanceof ServiceError) || error.kind === "not_configured" || deadline.aborted) throw error;
    session = await login();
    return await call(session, signal());
  }
}

/** What the user reads for a failed call: something they can act on, never the service's own text. */
export function serviceFailure(error: unknown): AppError {
  if (!(error instanceof ServiceError)) throw error;
  switch (error.kind) {
    case "refused":
      return new AppError("bad_request", { message: "counseling_third_login_failed" });
    case "timeout":
      return new AppError("service_unavailable", { message: "counseling_third_timeout" });
    case "not_configured":
      return new AppError("service_unavailable", { message: "counseling_third_not_configured" });
    default:
      return new AppError("service_unavailable", { message: "counseling_third_unavailable" });
  }
}
