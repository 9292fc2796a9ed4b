/**
 * The embedded database's folder belongs to one process at a time: two processes writing it would
 * corrupt it. `<dir>.pid` names the process that has it open; another process opening it (a second
 * `npm start`, a backup or restore while the shop runs) is refused. A file left by a process that is
 * gone is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder for this process; answers how to give it back. */
export function holdDataDir(dir: string): () => void {
  const file = `${dir.replace(/\/+$/, '')}.pid`;
  const holder = Number(
    (() => {
      try {
        return readFileSync(file, 'utf8').trim();
      } catch {
        return '';
      }
    })(),
  );
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`the embedded database ${dir} is open in process ${holder} (is the shop running?): stop that process first`);
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
