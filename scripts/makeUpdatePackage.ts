/**
 * Makes an update package of the built app (README, Update packages): every file of dist/ plus manifest.json with the
 * version and each file's SHA-256. Usage: `npx tsx scripts/makeUpdatePackage.ts <version> [dist] [out.zip]`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appPackage } from './updatePackage.js';

function filesOf(dir: string, prefix = ''): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, filesOf(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}

const [version, dist = 'dist', out = `update-${version}.zip`] = process.argv.slice(2);
if (!version || !/^[\w.+-]{1,50}$/.test(version)) {
  console.error('用法:npx tsx scripts/makeUpdatePackage.ts <版本号> [构建目录] [输出文件]');
  process.exit(1);
}
const files = filesOf(path.resolve(dist));
if (!files['index.html']) {
  console.error(`${dist} 中没有 index.html,请先运行 npm run build`);
  process.exit(1);
}
writeFileSync(out, await appPackage(version, files));
console.log(`${out}: ${Object.keys(files).length} 个文件,版本 ${version}`);
