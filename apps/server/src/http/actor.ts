import type { Role } from "@edu/shared";
import type { FastifyRequest } from "fastify";

/**
 * Who is acting: the signed-in user's id and roles, and the request id the audit log records.
 * The one type every service takes for "the caller" (the signed-in user of a route is one).
 */
export type Actor = { id: number; roles: readonly Role[]; requestId?: string };

/** The user a session belongs to, as the auth hook puts it on `request.user`. */
export type SessionUser = { id: number; roles: Role[]; isActive: boolean; finishBind: boolean };

/** The signed-in user of a non-public route, with the request id for the audit log. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user.id,
  roles: request.user.roles,
  requestId: request.id,
});

/**
 * Whether the caller holds any of these roles. Super-admin holds every role, as in the routes'
 * access lists (`isSuperAdmin` below asks for super-admin alone).
 */
export const hasRole = (actor: Pick<Actor, "roles"> | undefined, ...roles: Role[]): boolean =>
  Boolean(actor && (actor.roles.includes("super-admin") || roles.some((role) => actor.roles.includes(role))));

/** Super-admin or staff: who manages the school's data and reads everyone's. */
export const isStaff = (actor: Pick<Actor, "roles"> | undefined): boolean => hasRole(actor, "staff");

/** Super-admin alone: who acts on any family's bill, any teacher's statement and anyone's profile. */
export const isSuperAdmin = (actor: Pick<Actor, "roles"> | undefined): boolean =>
  hasRole(actor, "super-admin");
