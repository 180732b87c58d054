/**
 * Setup file of the unit and API projects: after each test file, the directories its tests made with
 * tempDir (temp-dirs.ts) are removed. A setup file runs once per test file, and its top-level afterAll
 * belongs to that file, so it runs after the file's own hooks (an app closed, its data folder free).
 */
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs';

afterAll(removeTempDirs);
