// A terminal for tests of the ink printer: stdout, stderr and stdin as ink uses them (isTTY, raw mode, 'readable').
import { EventEmitter } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import type { CliIo } from '../ui/ui.ts';

class FakeOutput extends EventEmitter {
  readonly isTTY = true;
  readonly columns = 100;
  readonly rows = 40;
  text = '';
  write = (chunk: string) => {
    this.text += chunk;
    return true;
  };
}

class FakeInput extends EventEmitter {
  readonly isTTY = true;
  private pending: string | null = null;
  /** A key or text, as the terminal would send it. */
  type = (data: string) => {
    this.pending = data;
    this.emit('readable');
    this.emit('data', data);
  };
  read = () => {
    const data = this.pending;
    this.pending = null;
    return data;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

export function fakeTerminal(): CliIo & { stdout: FakeOutput; stderr: FakeOutput; stdin: FakeInput; screen: () => string } {
  const stdout = new FakeOutput();
  return {
    stdout,
    stderr: new FakeOutput(),
    stdin: new FakeInput(),
    /** What stdout received, escape sequences (colours, cursor moves) removed. */
    screen: () => stripVTControlCharacters(stdout.text),
  };
}
