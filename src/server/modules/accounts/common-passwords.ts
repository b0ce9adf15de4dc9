/**
 * The 10,000 most common passwords a person could still choose here (8 characters or more), refused at
 * registration, reset and change (docs/product.md, DECISIONS "Passwords"; NIST SP 800-63B 3.1.1.2).
 * `common-passwords.txt` holds them in order of frequency, taken from zxcvbn 4.4.2's ranked password list
 * (MIT licence, © 2012-2016 Dan Wheeler and Dropbox, Inc.; see common-passwords.LICENSE). Read once, at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'common-passwords.txt';

/** Beside this module in the source tree; from the build (dist/node/...), the source tree's copy. */
function listFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 7; i++) {
    for (const candidate of [path.join(dir, FILE), path.join(dir, 'src/server/modules/accounts', FILE)]) {
      if (fs.existsSync(candidate)) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`The common password list (${FILE}) was not found next to the project`);
}

/** How a password is compared: the list is lower case, and 'PASSWORD' or 'Ｐａｓｓｗｏｒｄ' are as weak. */
const comparable = (password: string) => password.normalize('NFKC').toLowerCase();

let list: ReadonlySet<string> | undefined;

/** The list, read from disk on the first call only (an app calls it as it is built). */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    fs
      .readFileSync(listFile(), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return list;
}

/**
 * True for a listed password, and for one character said over and over ('        ', 'aaaaaaaa'), which no
 * list spells out but every guesser tries first.
 */
export function isCommonPassword(password: string): boolean {
  const p = comparable(password);
  return /^(.)\1*$/su.test(p) || commonPasswords().has(p);
}
