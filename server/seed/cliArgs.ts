/** `npm run seed -- [--rows N] [--module A,B] [--seed S]`, parsed by hand (no argument-parsing package). */

export interface SeedCliArgs {
  rows: number | null;
  modules: string[];
  seed: number | null;
  help: boolean;
}

export const SEED_CLI_USAGE = `用法: npm run seed -- [--rows N] [--module 模块[,模块...]] [--seed S]
  无参数        创建/升级 DATA_DIR(默认 ./data)中的数据库,首次启动时写入演示数据
  --rows N      为每个演示模块追加 N 行(指定 --module 时只追加到这些模块)
  --module M    只生成这些模块(可重复或用逗号分隔;可包括首次种子已填的 Thesis、Person 等)
  --seed S      随机种子(整数,默认固定),同一种子在同一数据库上生成相同的数据`;

function integer(flag: string, text: string | undefined, min: number): number {
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < min) throw new Error(`${flag} 需要一个不小于 ${min} 的整数`);
  return Number(text);
}

export function parseSeedCliArgs(argv: string[]): SeedCliArgs {
  const args: SeedCliArgs = { rows: null, modules: [], seed: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes('=') ? argv[i].split(/=(.*)/s, 2) : [argv[i], undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--rows':
        args.rows = integer('--rows', value(), 0);
        break;
      case '--seed':
        args.seed = integer('--seed', value(), 0);
        break;
      case '--module':
      case '--modules':
        args.modules.push(
          ...(value() ?? '')
            .split(',')
            .map((m) => m.trim())
            .filter((m) => m !== ''),
        );
        break;
      case '-h':
      case '--help':
        args.help = true;
        break;
      default:
        throw new Error(`未知参数: ${argv[i]}`);
    }
  }
  if (args.modules.length > 0 && args.rows === null) throw new Error('--module 需要同时给出 --rows');
  return args;
}
