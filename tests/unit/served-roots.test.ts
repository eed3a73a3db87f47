import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, REPO_ROOT, resolveDataDir } from '../../scripts/local/env';
import { DENIED_FILES, isServed, SERVED_ROOTS } from '../../scripts/local/served-roots';
import viteConfig from '../../vite.config';

describe('what the dev server may serve', () => {
  it('allows only web/, shared/ and node_modules/, strictly, with secrets and manifests denied', () => {
    const fs = (viteConfig as { server?: { fs?: { strict?: boolean; allow?: string[]; deny?: string[] } } }).server?.fs;
    expect(fs?.strict).toBe(true);
    expect(fs?.allow).toEqual(SERVED_ROOTS);
    expect(SERVED_ROOTS.map((root) => relative(REPO_ROOT, root))).toEqual(['web', 'shared', 'node_modules']);
    for (const pattern of ['.env', '.env.*', '**/.data/**', '**/secrets.json', '**/package.json', '**/.git/**']) {
      expect(fs?.deny).toContain(pattern);
    }
    expect(fs?.deny).toEqual(DENIED_FILES);
  });

  it('tells a served folder from the rest of the repository', () => {
    expect(isServed(join(REPO_ROOT, 'web', 'src', 'main.tsx'))).toBe(true);
    expect(isServed(join(REPO_ROOT, 'shared'))).toBe(true);
    expect(isServed(join(REPO_ROOT, 'web', '.data'))).toBe(true);
    expect(isServed(join(REPO_ROOT, '.data'))).toBe(false);
    expect(isServed(join(REPO_ROOT, 'functions', 'lib'))).toBe(false);
    expect(isServed(join(REPO_ROOT, 'webx'))).toBe(false);
  });

  it('keeps the default data folder outside the repository, one per checkout', () => {
    const dir = defaultDataDir({ XDG_DATA_HOME: '/srv/data' });
    expect(dir.startsWith('/srv/data/music-marketplace/')).toBe(true);
    expect(relative(REPO_ROOT, resolveDataDir(undefined)).startsWith('..')).toBe(true);
    expect(isServed(resolveDataDir(undefined))).toBe(false);
    expect(resolveDataDir('some/dir')).toBe(join(process.cwd(), 'some/dir'));
  });
});
