/** Stored files: `POST /api/resource/post` and the avatar upload `POST /api/common/UpdateSingImg`. */

/** A stored file as an upload answers it (one per file sent). */
export interface UploadedResource {
  Id: string;
  Name: string;
  Size: number;
}

/** What `POST /api/common/uploadPackage` answers: the update package now served (D-FILE-4). */
export interface UploadedPackage {
  /** The release it was installed as. */
  Name: string;
  OriginalName: string;
  Size: number;
  /** manifest.json's version. */
  Version: string;
}

/** One installed build of the app. */
export interface AppReleaseInfo {
  Version: string;
  InstalledAt: string;
  InstalledBy: string;
}

/** `GET /api/common/packageStatus` and `POST /api/common/rollbackPackage`: the served build and the one before it. */
export interface PackageStatus {
  Current: AppReleaseInfo | null;
  /** The one before (null: the build deployed with the server, when Current is a package). */
  Previous: AppReleaseInfo | null;
  /** Whether 回滚到上一版本 has something to go back to (the previous package, or the deployed build). */
  CanRollback: boolean;
}

/** A stored file as records carry it (`File` beside `File_Id`): enough to name, show and download it. */
export interface ResourceRef {
  Id: string;
  Name: string;
}
