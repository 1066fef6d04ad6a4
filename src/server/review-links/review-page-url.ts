/** The guest's page for a link (issue 19): outside the signed-in app, the token in the path. */
export function reviewPageUrl(appUrl: string, token: string): string {
  return `${appUrl}/review/${token}`;
}
