import { describe, expect, it } from 'vitest';
import { indexablePaths, pageMeta } from './page-meta';

describe('page meta', () => {
  it("names a match's score screen apart from the match", () => {
    expect(pageMeta('/member/match/12/score').name).toBe('Record Score · Members');
    expect(pageMeta('/member/match/12').name).toBe('Match · Members');
  });

  it('names every page it describes, and describes every page a search engine may list', () => {
    for (const path of indexablePaths()) {
      expect(pageMeta(path).name, path).not.toBe('Page Not Found');
      expect(pageMeta(path).description, path).not.toBe('');
    }
    expect(pageMeta('/tournaments/12')).toMatchObject({ name: 'Leaderboard', indexable: true });
    expect(pageMeta('/member/tournaments/12')).toMatchObject({ name: 'Tournament · Members', indexable: false });
    expect(pageMeta('/nowhere')).toMatchObject({ name: 'Page Not Found', indexable: false });
  });
});
