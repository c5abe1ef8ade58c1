/**
 * A few stored demo files, for fields that require an attachment (contract text, protocol ...): required file
 * relates point at one of these; optional ones stay empty. Created once, with fixed ids, and then reused. They go
 * into the file store like any upload (the bucket of FILES_URL, where set), so every instance serves them.
 */
import { writeFile } from 'node:fs/promises';
import type { AppContext } from '../../appContext.js';
import { stableId } from '../../platform/db/ids.js';
import type { Db } from '../../platform/db/types.js';
import { contentTypeOf, newTempUploadPath, uploadingDir } from '../../resources/index.js';

/** Where the demo files are stored: the uploads' file store, and DATA_DIR for the temporary file it takes them from. */
export type DemoFileStore = Pick<AppContext, 'files' | 'dataDir'>;

const DEMO_FILES: Array<{ name: string; text: string }> = [
  { name: '研究方案(演示).txt', text: '本文件为演示数据附件:研究方案。\n研究目的、研究设计、受试者选择、观察指标与统计分析方法详见正式文本。\n' },
  { name: '合同文本(演示).txt', text: '本文件为演示数据附件:合同文本。\n合同双方、合作内容、经费与支付方式、知识产权归属详见正式文本。\n' },
  { name: '证明材料(演示).txt', text: '本文件为演示数据附件:证明材料。\n' },
];

export async function ensureDemoAttachments(db: Db, store: DemoFileStore, ownerId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const file of DEMO_FILES) {
    const id = stableId(`demo-attachment:${file.name}`);
    const storedName = `${id}.bin`;
    if ((await store.files.size(storedName)) === null) {
      const tempPath = await newTempUploadPath(uploadingDir(store.dataDir));
      await writeFile(tempPath, file.text, 'utf8');
      await store.files.put(storedName, tempPath);
    }
    const exists = await db.selectFrom('Resource').select('Id').where('Id', '=', id).executeTakeFirst();
    if (!exists) {
      await db
        .insertInto('Resource')
        .values({
          Id: id,
          Name: file.name,
          Size: Buffer.byteLength(file.text, 'utf8'),
          ContentType: contentTypeOf(file.name),
          StoredName: storedName,
          Create_Time: '2024-01-02 09:00:00',
          Create_User_Id: ownerId,
        })
        .execute();
    }
    ids.push(id);
  }
  return ids;
}
