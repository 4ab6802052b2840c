/** The public URL of a stored path: '/de/ueber-uns/' -> '/de/ueber-uns', '/de/' -> '/de'. */
export function publicUrl(path: string | null): string | null {
  if (!path) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
