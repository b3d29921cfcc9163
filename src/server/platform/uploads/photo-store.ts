import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config';
import type { Db } from '../db/db';
import { deletePhoto, findPhotoBytes, insertPhoto, listPhotoNames } from './photos.repository';

/**
 * Where the club's photos live, by stored name (`club/club-logo-<hex>-128.png`, `<hex>.webp`):
 * callers only ever pass names the app made. On disk under UPLOADS_DIR for a SQLite club; in the
 * database for a club on PostgreSQL, so every app process serves the same photos.
 */
export interface PhotoStore {
  /** Stores new bytes under a new name; fails if the name is taken. */
  write(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such photo. */
  read(name: string): Promise<Buffer | null>;
  /** Removes a photo; a missing one is no error. */
  remove(name: string): Promise<void>;
  /** The names directly in a folder ('' for the top), sorted. */
  list(folder: string): Promise<string[]>;
}

export function diskPhotoStore(root: string): PhotoStore {
  return {
    write: async (name, bytes) => {
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    read: async (name) => {
      try {
        return await readFile(path.join(root, name));
      } catch {
        return null;
      }
    },
    remove: (name) => rm(path.join(root, name), { force: true }),
    list: async (folder) => {
      try {
        const entries = await readdir(path.join(root, folder), { withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
          .sort();
      } catch {
        return [];
      }
    },
  };
}

export function databasePhotoStore(db: Db): PhotoStore {
  return {
    write: (name, bytes) => insertPhoto(db, name, bytes, new Date().toISOString()),
    read: (name) => findPhotoBytes(db, name),
    remove: (name) => deletePhoto(db, name),
    list: async (folder) => (await listPhotoNames(db, folder)).sort(),
  };
}

/** The club's photo store: the database on PostgreSQL, else UPLOADS_DIR. */
export function photoStoreFor(config: Pick<Config, 'DATABASE_URL' | 'UPLOADS_DIR'>, db: Db): PhotoStore {
  return config.DATABASE_URL ? databasePhotoStore(db) : diskPhotoStore(config.UPLOADS_DIR);
}
