// A widget chunk that fails to load usually means this tab is older than the deployment.
// Compare the build id with /builds/latest.json; if it changed, reload once. The marker in
// sessionStorage stops a reload loop (it expires after 10 s). 404/403 (no build file
// published, or a CDN refusing it) and network failures are tolerated silently.
const MARKER = 'islands:reload';
const GUARD_MS = 10_000;

export async function checkBuild(currentBuild: string, reload = () => location.reload()): Promise<boolean> {
  try {
    if (Date.now() - Number(sessionStorage.getItem(MARKER) || 0) < GUARD_MS) return false;
    const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return false;
    const latest = (await res.json()) as { id?: unknown };
    if (typeof latest?.id !== 'string' || !latest.id || latest.id === currentBuild) return false;
    sessionStorage.setItem(MARKER, String(Date.now()));
    reload();
    return true;
  } catch {
    return false;
  }
}

let pending: Promise<boolean> | undefined;

/** Several chunks failing together ask once per page. */
export function recoverFromChunkError(currentBuild: string, reload?: () => void): Promise<boolean> {
  return (pending ??= checkBuild(currentBuild, reload));
}
