/**
 * A server started as its own process (`node …/main.js`, what `npm start` runs), for tests that need what a process
 * has and an in-process server has not: a deployment's folder, a kill in the middle of its work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { waitForFirstAnswer } from '../../scripts/firstAnswer.mjs';

export interface SpawnedServer {
  child: ChildProcess;
  baseUrl: string;
  /** Settles when the process has ended, however. */
  exited: Promise<void>;
  /** What it wrote so far to standard output, and to standard error. */
  output(): string;
  errors(): string;
}

/** Started with PORT 0 on 127.0.0.1 (and `env` besides); settles once it answers its first request. */
export async function spawnServer(main: string, cwd: string, env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [main], {
    cwd,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    void exited.then(() => reject(new Error(`the server ended: ${output}${errors}`)));
  });
  if ((await waitForFirstAnswer(`${baseUrl}/`, exited)) === null) throw new Error(`no answer: ${output}${errors}`);
  return { child, baseUrl, exited, output: () => output, errors: () => errors };
}
