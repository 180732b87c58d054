/**
 * The request layer must log out on an expired session, but the user store imports the request
 * layer (for POST /sys/logout). The store registers its logout here instead of being imported.
 */
type LogoutHandler = () => Promise<void>;

let handler: LogoutHandler = async () => undefined;

export function registerLogout(next: LogoutHandler): void {
  handler = next;
}

export function runLogout(): Promise<void> {
  return handler();
}
