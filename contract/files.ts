/** Stored files: `POST /api/resource/post` and the avatar upload `POST /api/common/UpdateSingImg`. */

/** A stored file as an upload answers it (one per file sent). */
export interface UploadedResource {
  Id: string;
  Name: string;
  Size: number;
}

/** What `POST /api/common/uploadPackage` answers: the stored update package. */
export interface UploadedPackage {
  Name: string;
  OriginalName: string;
  Size: number;
}

/** A stored file as records carry it (`File` beside `File_Id`): enough to name, show and download it. */
export interface ResourceRef {
  Id: string;
  Name: string;
}
