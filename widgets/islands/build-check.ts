// A widget chunk that fails to load usually means this tab is older than the deployment.
// Compare the build id with /builds/latest.json; if it changed, reload once. The marker in
// sessionStorage stops a reload loop (it expires after 10 s). 404/403 are tolerated.
const MARKER = 'islands:reload';
const GUARD_MS = 10_000;

export async function recoverFromChunkError(currentBuild: string, reload = () => location.reload()): Promise<boolean> {
  try {
    const last = Number(sessionStorage.getItem(MARKER) || 0);
    if (Date.now() - last < GUARD_MS) return false;
    const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (res.status === 404 || res.status === 403 || !res.ok) return false;
    const latest = (await res.json()) as { id?: string };
    if (!latest.id || latest.id === currentBuild) return false;
    sessionStorage.setItem(MARKER, String(Date.now()));
    reload();
    return true;
  } catch {
    return false;
  }
}
