/**
 * Which build of the web app is served: the one installed from the latest update package (DATA_DIR/app/releases/<id>),
 * or STATIC_DIR when none was installed. DATA_DIR/app/current.json names the current release and the previous one
 * (kept for a one-click rollback; older ones are removed). It is replaced by a rename, so the switch is atomic, and it
 * is re-read at most once a second, so instances sharing DATA_DIR follow a switch made by another one.
 * While a package is unpacked and switched in, `updating` is set and API calls answer 503 (plugin.ts).
 * Releases stay in DATA_DIR by design, not in the file store of FILES_URL (resources/openFileStore.ts): they are the
 * installed app, served as a folder on this disk (precompressed copies, ranges), not users' files (README, Scaling out).
 */
import fs from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';

export interface AppRelease {
  /** Folder name under releases/. */
  id: string;
  version: string;
  installedAt: string;
  installedBy: string;
}

export interface ReleaseState {
  current: AppRelease | null;
  previous: AppRelease | null;
}

const EMPTY: ReleaseState = { current: null, previous: null };
const REREAD_MS = 1000;

export class ServedApp {
  private readonly appDir: string;
  private readonly releasesDir: string;
  private readonly stateFile: string;
  private cached: ReleaseState = EMPTY;
  private readAt = 0;
  /** Set from the start of unpacking until the switch is written. */
  updating = false;
  /** Tests pause here, inside the update window, to see what callers get. */
  beforeSwitch: (() => Promise<void>) | null = null;

  constructor(
    dataDir: string,
    private readonly staticDir: string | undefined,
  ) {
    this.appDir = path.join(dataDir, 'app');
    this.releasesDir = path.join(this.appDir, 'releases');
    this.stateFile = path.join(this.appDir, 'current.json');
  }

  state(): ReleaseState {
    const now = Date.now();
    if (now - this.readAt >= REREAD_MS) {
      this.readAt = now;
      try {
        this.cached = JSON.parse(fs.readFileSync(this.stateFile, 'utf8')) as ReleaseState;
      } catch {
        this.cached = EMPTY;
      }
    }
    return this.cached;
  }

  private releaseDir(release: AppRelease): string {
    return path.join(this.releasesDir, path.basename(release.id));
  }

  /** The folder the app is served from, or null when there is no built app at all. */
  root(): string | null {
    const current = this.state().current;
    if (current) {
      const dir = this.releaseDir(current);
      if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
    }
    return this.deployedRoot();
  }

  /** STATIC_DIR when it holds a built app. */
  private deployedRoot(): string | null {
    const dir = this.staticDir ? path.resolve(this.staticDir) : null;
    return dir && fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
  }

  /** A new, not yet existing release folder for a package to be unpacked into. */
  async newReleaseDir(): Promise<{ id: string; dir: string }> {
    await mkdir(this.releasesDir, { recursive: true });
    const id = newId();
    return { id, dir: path.join(this.releasesDir, id) };
  }

  removeRelease(id: string): Promise<void> {
    return rm(path.join(this.releasesDir, path.basename(id)), { recursive: true, force: true });
  }

  private async write(state: ReleaseState): Promise<void> {
    const temp = `${this.stateFile}.${newId()}.tmp`;
    await writeFile(temp, JSON.stringify(state, null, 2));
    await rename(temp, this.stateFile);
    this.cached = state;
    this.readAt = Date.now();
  }

  /** Makes an unpacked release the served one; the current becomes the previous, the one before that is removed. */
  async install(id: string, version: string, by: string): Promise<AppRelease> {
    this.readAt = 0;
    const before = this.state();
    const release: AppRelease = { id, version, installedAt: nowText(), installedBy: by };
    await this.write({ current: release, previous: before.current });
    if (before.previous && before.previous.id !== id) await this.removeRelease(before.previous.id);
    return release;
  }

  /** Whether there is something to go back to: the previous release, or the deployed build (STATIC_DIR). */
  canRollback(): boolean {
    const { current, previous } = this.state();
    if (previous) return fs.existsSync(path.join(this.releaseDir(previous), 'index.html'));
    return current !== null && this.deployedRoot() !== null;
  }

  /**
   * Swaps the current and the previous release (after the first package, the previous one is the deployed build).
   * Answers the state now served, or null when there is nothing to go back to.
   */
  async rollback(): Promise<ReleaseState | null> {
    this.readAt = 0;
    if (!this.canRollback()) return null;
    const { current, previous } = this.state();
    const next = { current: previous, previous: current };
    await this.write(next);
    return next;
  }
}
