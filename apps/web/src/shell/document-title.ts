/**
 * Document title rules (seed section 2): "page title - global title"; on the login path the
 * route's meta title is the page title; without a page title only the global title.
 */
export function documentTitle(input: {
  isLoginPath: boolean;
  /** The login route's meta title. */
  loginTitle: string;
  /** The current page's (tags-view) name. */
  pageTitle: string | null;
  globalTitle: string;
}): string {
  const page = input.isLoginPath ? input.loginTitle : input.pageTitle;
  return page ? `${page} - ${input.globalTitle}` : input.globalTitle;
}
