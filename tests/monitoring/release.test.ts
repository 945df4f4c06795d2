import { describe, expect, it } from 'vitest';
import { buildCommit, releaseName } from '../../deploy/release';
import { buildRelease } from '../../src/monitoring/release';
import { RELEASE } from '../../src/monitoring/rules';

describe('the release a build reports', () => {
  it('is the package version plus the commit it was built from', () => {
    expect(releaseName('1.48.1', '3F2A9C1B7E4D0011223344556677889900AABBCC')).toBe(
      '1.48.1+3f2a9c1b7e4d',
    );
  });

  it("is §9's release when the build knew no commit", () => {
    expect(releaseName('1.48.1', null)).toBeNull();
    expect(buildRelease('')).toBe(RELEASE);
    expect(buildRelease('2.0.0+abc1234')).toBe('2.0.0+abc1234');
  });

  it('takes the commit from CONSOLE_COMMIT first, then the CI variables', () => {
    const sha = 'a'.repeat(40);
    expect(buildCommit({ CONSOLE_COMMIT: sha, GITHUB_SHA: 'b'.repeat(40) }, '/')).toBe(sha);
    expect(buildCommit({ CI_COMMIT_SHA: sha }, '/')).toBe(sha);
  });

  it('refuses a commit variable that is not a commit id rather than naming a release after it', () => {
    expect(() => buildCommit({ CONSOLE_COMMIT: 'main; rm -rf' }, '/')).toThrow(/CONSOLE_COMMIT/);
  });

  it('knows no commit outside a git checkout and without the variables', () => {
    expect(buildCommit({}, '/')).toBeNull();
  });
});
