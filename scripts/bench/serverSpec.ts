/**
 * A running server named on a bench's command line: `http://host:port`, or `http://host:port@pid`
 * when the bench reads the server's own CPU from /proc (`--paired` needs the pid, `--search` takes it
 * for its CPU rows).
 */
export function serverSpec(spec: string): { url: string; pid: number | null } {
  const match = /^(https?:\/\/[^@]+?)(?:@(\d+))?$/.exec(spec);
  if (!match) throw new Error(`expected a URL, or url@pid (http://127.0.0.1:4201@12345), got ${spec}`);
  return { url: match[1].replace(/\/+$/, ''), pid: match[2] ? Number(match[2]) : null };
}
