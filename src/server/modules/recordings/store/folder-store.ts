/**
 * Recordings in a folder (DATA_DIR/recordings by default): one file per object, written to a temporary name
 * and renamed, so a crash leaves either the whole file or none under its key (a stray temporary file is
 * removed by the clean-up). Its content type is kept beside it. One machine only: several instances need S3.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, RecordingStoreError, type RecordingStore } from './recording-store.js';

const TYPE_SUFFIX = '.type';
const TEMP_MARK = '.part-';

export function folderStore(root: string): RecordingStore {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const fail = (error: unknown): never => {
    throw new RecordingStoreError(`recording folder ${root}: ${(error as Error).message}`);
  };
  return {
    kind: 'folder',
    async put(key, body, contentType) {
      const target = file(key);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        const temp = `${target}${TEMP_MARK}${crypto.randomBytes(6).toString('hex')}`;
        await fs.writeFile(`${temp}${TYPE_SUFFIX}`, contentType);
        await fs.writeFile(temp, body);
        await fs.rename(`${temp}${TYPE_SUFFIX}`, `${target}${TYPE_SUFFIX}`);
        await fs.rename(temp, target);
      } catch (error) {
        fail(error);
      }
    },
    async get(key) {
      const target = file(key);
      try {
        const [body, contentType] = await Promise.all([
          fs.readFile(target),
          fs.readFile(`${target}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        return fail(error);
      }
    },
    async delete(key) {
      const target = file(key);
      try {
        await fs.rm(target, { force: true });
        await fs.rm(`${target}${TYPE_SUFFIX}`, { force: true });
      } catch (error) {
        fail(error);
      }
    },
    async list(prefix) {
      const dir = path.join(root, ...prefix.split('/').filter(Boolean));
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        return fail(error);
      }
      const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
      return names.filter((n) => !n.endsWith(TYPE_SUFFIX) && !n.includes(TEMP_MARK)).map((n) => base + n);
    },
    close() {},
  };
}
