/** What the CLI needs of the outside world: the real process in index.ts, a fake in tests. */
import type { DataFiles } from './data/files-access.js';
import type { Prompter } from './interactive.js';

export interface Host {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdoutIsTTY: boolean;
  readonly stdinIsTTY: boolean;
  readonly stderrIsTTY?: boolean;
  readonly readFile: (path: string) => Promise<string>;
  readonly readStdin: () => Promise<string>;
  /** The names in a directory ([] when there is none): data directories (docs/game-data.md). */
  readonly readDir?: (path: string) => Promise<readonly string[]>;
  /**
   * Game data's file calls (sizes and dates, byte ranges, atomic writes: the data
   * directory's index). Without it, whole files are read through readFile and no index is
   * written.
   */
  readonly dataFiles?: DataFiles;
  /**
   * The lines of a file, or of stdin for `-`, read as they arrive (NDJSON runs), in
   * batches: the lines each read completed. Without it, readFile/readStdin are read
   * whole and split.
   */
  readonly lines?: (file: string) => AsyncIterable<readonly string[]>;
  /**
   * Write to stdout now, for output produced while input still arrives (NDJSON runs);
   * false once the reader has gone (`| head -1`). Without it, run() collects stdout.
   * Throws OutputError when the output cannot be written (a full disk).
   */
  readonly write?: (text: string) => boolean;
  /** Prompts for the interactive mode; inquirer when not given. */
  readonly prompter?: Prompter;
  /** Loads inquirer for the menu when no `prompter` is given (index.ts: from bin/). */
  readonly loadPrompter?: () => Promise<Prompter>;
  /** Live output while a command runs (progress bars, prompts); stderr in the real CLI. */
  readonly progress?: (text: string) => void;
}

export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}
