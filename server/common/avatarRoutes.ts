/**
 * POST /api/common/UpdateSingImg: the logged-in user's avatar. One image (PNG, JPEG, GIF or WebP, checked by
 * its bytes, at most 2 MB) is stored as a Resource and becomes the user's HandIcon_Id.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import { badRequest } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/guard.js';
import { IMAGE_CONTENT_TYPES, imageKindOf } from './imageSignature.js';
import { receiveSingleFile } from './singleUpload.js';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = '头像图片不能超过2MB';
export const NOT_AN_IMAGE = '请上传 PNG、JPG、GIF 或 WebP 格式的图片';

export interface AvatarAnswer {
  Id: string;
  Name: string;
  Size: number;
}

export const avatarRoutes: FastifyPluginAsync = async (app) => {
  const { db, filesDir } = app.appContext;

  app.post('/api/common/UpdateSingImg', async (request): Promise<AvatarAnswer> => {
    const auth = requireLogin(request);
    const file = await receiveSingleFile(request, MAX_AVATAR_BYTES, AVATAR_TOO_LARGE);
    const kind = imageKindOf(file.data);
    if (!kind) throw badRequest(NOT_AN_IMAGE);
    const id = newId();
    const extension = kind === 'jpeg' ? 'jpg' : kind;
    // The stored name's extension follows the bytes, so the file is served with the image type it really has.
    const name = `${file.fileName.replace(/\.[^.]*$/, '') || 'avatar'}.${extension}`;
    const storedName = `${id}.bin`;
    await writeFile(path.join(filesDir, storedName), file.data);
    const now = nowText();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('Resource').values({
        Id: id, Name: name, Size: file.data.length, ContentType: IMAGE_CONTENT_TYPES[kind], StoredName: storedName,
        Create_Time: now, Create_User_Id: auth.user.Id,
      }).execute();
      await trx.updateTable('User').set({ HandIcon_Id: id, Modify_Time: now, Modify_User_Id: auth.user.Id }).where('Id', '=', auth.user.Id).execute();
    });
    return { Id: id, Name: name, Size: file.data.length };
  });
};
