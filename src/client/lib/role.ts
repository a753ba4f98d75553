import { roleMay, type Permission } from "../../common/team";
import { useSignedInBusiness } from "./session";

/**
 * Whether the signed-in member's role may do what a line of section 18's table names: the
 * screens offer only that (the server refuses the rest whatever is sent). The role is the
 * session's, read on every call, so a changed role shows once the session is asked again.
 * Nothing is offered before the session answers.
 */
export function useMay(permission: Permission): boolean {
  const business = useSignedInBusiness();
  return business !== null && roleMay(business.role, permission);
}
