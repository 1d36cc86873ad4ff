/**
 * The sign-in address for the page a person is on (docs/product.md, "Sign-in"): /login comes back there
 * afterwards (features/auth/successUrl.ts follows it, on this site only). Shared by the login check of the
 * planner's routes and the sign-in button in the frame. From the home page and the sign-in page itself it
 * is the plain /login.
 */
export function loginPathFrom(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  if (pathname === '/' || pathname === '/login' || pathname === '') return '/login';
  return `/login?signInSuccessUrl=${encodeURIComponent(path)}`;
}
