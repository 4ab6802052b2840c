/**
 * Create or update an editor:
 *   npm run create-editor -- --username erika --email erika@example.org [--staff | --no-staff]
 *                            [--first-name Erika] [--last-name Muster]
 * The password is asked for on the terminal (not echoed, asked twice), or read from
 * CREATE_EDITOR_PASSWORD for scripts. An existing editor gets the new password, is activated,
 * and loses its sessions. Uses the database of the environment (DATABASE_URL or DATA_DIR).
 * The command itself is cms/scripts/createEditorCli.ts (built to build/cms/create-editor.js); this
 * module only defines it, so tests can import the argument parsing.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { editorInputProblems, upsertEditor, type EditorInput } from '../auth/editors';
import { loadConfig } from '../config';
import { databaseOptions, openDatabase } from '../db/client';

export const USAGE =
  'Usage: npm run create-editor -- --username NAME [--email ADDRESS] [--staff|--no-staff] [--first-name X] [--last-name Y]\n' +
  'The password is prompted for, or read from CREATE_EDITOR_PASSWORD.';

export function parseCreateEditorArgs(argv: string[]): Omit<EditorInput, 'password'> {
  const { values } = parseArgs({
    args: argv,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      staff: { type: 'boolean' },
      'no-staff': { type: 'boolean' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (!values.username) throw new Error(`--username is required.\n${USAGE}`);
  return {
    username: values.username,
    email: values.email,
    isStaff: values.staff ? true : values['no-staff'] ? false : undefined,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
}

/** Ask for a line on the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('No terminal to ask for the password: set CREATE_EDITOR_PASSWORD.'));
      return;
    }
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    let muted = false;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (!muted) write(s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.CREATE_EDITOR_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await askHidden('Password: ');
  const second = await askHidden('Password (again): ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const input = { ...parseCreateEditorArgs(argv), password: await readPassword() };
  const problems = editorInputProblems(input);
  if (problems.length) throw new Error(problems.join('\n'));
  const config = loadConfig();
  const database = await openDatabase({ ...databaseOptions(config), migrate: true });
  try {
    const { id, created } = await upsertEditor(database.db, input);
    console.log(`${created ? 'Created' : 'Updated'} editor ${input.username} (id ${id}).`);
  } finally {
    await database.close();
  }
}
