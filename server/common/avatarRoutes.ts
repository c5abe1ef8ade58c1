/**
 * POST /api/common/UpdateSingImg: the logged-in user's avatar. One image (PNG, JPEG, GIF or WebP, checked by
 * its bytes, at most 2 MB) is stored as a Resource and becomes the user's HandIcon_Id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import { badRequest } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import { contentKey, removeIfPresent, storeThenRecord, uploadingDir } from '../resources/index.js';
import { IMAGE_CONTENT_TYPES, imageKindOf } from './imageSignature.js';
import { headOf, receiveSingleFile } from './singleUpload.js';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = '头像图片不能超过2MB';
export const NOT_AN_IMAGE = '请上传 PNG、JPG、GIF 或 WebP 格式的图片';

export interface AvatarAnswer {
  Id: string;
  Name: string;
  Size: number;
}

export const avatarRoutes: FastifyPluginAsync = async (app) => {
  const { db, dataDir, files } = app.appContext;
  const tempDir = uploadingDir(dataDir);

  app.post('/api/common/UpdateSingImg', async (request, reply): Promise<AvatarAnswer> => {
    const auth = requireLogin(request);
    const upload = await receiveSingleFile(request, reply, { tempDir, maxBytes: MAX_AVATAR_BYTES, tooLargeMessage: AVATAR_TOO_LARGE });
    try {
      const kind = imageKindOf(await headOf(upload.tempPath, 16));
      if (!kind) throw badRequest(NOT_AN_IMAGE);
      const id = newId();
      const extension = kind === 'jpeg' ? 'jpg' : kind;
      // The stored name's extension follows the bytes, so the file is served with the image type it really has.
      const name = `${upload.fileName.replace(/\.[^.]*$/, '') || 'avatar'}.${extension}`;
      const storedName = contentKey(upload.sha256);
      const now = nowText();
      await storeThenRecord(files, [{ from: upload.tempPath, key: storedName }], () =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('Resource')
            .values({
              Id: id,
              Name: name,
              Size: upload.size,
              ContentType: IMAGE_CONTENT_TYPES[kind],
              StoredName: storedName,
              Create_Time: now,
              Create_User_Id: auth.user.Id,
            })
            .execute();
          await trx.updateTable('User').set({ HandIcon_Id: id, Modify_Time: now, Modify_User_Id: auth.user.Id }).where('Id', '=', auth.user.Id).execute();
        }),
      );
      return { Id: id, Name: name, Size: upload.size };
    } finally {
      // Gone already once moved into place; otherwise (not an image, a failure) it is dropped here.
      await removeIfPresent(upload.tempPath);
    }
  });
};
