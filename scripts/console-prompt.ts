import { createInterface } from 'node:readline';

/** One line from the terminal with nothing echoed, or from piped input as it comes. */
export function prompt(question: string, { hidden }: { hidden: boolean }): Promise<string> {
  const input = process.stdin;
  if (!hidden || !input.isTTY) {
    const lines = createInterface({ input, output: input.isTTY ? process.stdout : undefined, terminal: false });
    if (input.isTTY) process.stdout.write(question);
    return new Promise((resolve) => {
      // Closing emits 'close' at once: the line must be the answer first.
      lines.once('line', (line) => {
        resolve(line);
        lines.close();
      });
      lines.once('close', () => resolve(''));
    });
  }
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
