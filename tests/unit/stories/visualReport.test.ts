/**
 * The visual report (scripts/visual-report.js) links each changed picture to its story in the running
 * catalogue. A picture's name is its story's name plus what the story tests' setup adds: Vitest's
 * counter ("-1"), or the viewport it was taken at ("-phone-390", and "-desktop-1280" for States pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { withBlockStories } from '../../../.storybook/eachBlock';
import { storyLink, storyOfPicture } from '../../../scripts/visual-report.js';

const catalogue = 'http://localhost:6006/?path=/story/';

/** Every story file's stories, by the file's name (as its picture folder is named): their ids. */
function storyIds(): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const file of readdirSync('stories', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.stories.tsx') || file.startsWith('__screenshots__')) continue;
    const code = readFileSync(path.join('stories', file), 'utf8');
    const csf = loadCsf(withBlockStories(code) ?? code, {
      fileName: file,
      makeTitle: (title?: string) => title ?? 'Untitled',
    }).parse();
    ids.set(path.basename(file), new Set(csf.stories.map((story) => story.id)));
  }
  return ids;
}

describe('the visual report’s links to the stories', () => {
  it('a picture’s story is its name less the counter or the whole viewport', () => {
    expect(storyOfPicture('Verified-1')).toBe('Verified');
    expect(storyOfPicture('Verified-phone-390')).toBe('Verified');
    expect(storyOfPicture('Profile-Loading-desktop-1280')).toBe('Profile-Loading');
    expect(storyOfPicture('Wide-1280')).toBe('Wide');
    // A story whose own name ends in a number keeps it.
    expect(storyOfPicture('Step-2-1')).toBe('Step-2');
    expect(storyOfPicture('Step-2-phone-390')).toBe('Step-2');
  });

  it('a States page taken at 1280 links to its story', () => {
    expect(storyLink('FormStates.stories.tsx', 'Profile-Loading-desktop-1280')).toBe(
      `${catalogue}states-forms--profile-loading`,
    );
    expect(storyLink('FormStates.stories.tsx', 'Profile-Loading-phone-390')).toBe(
      `${catalogue}states-forms--profile-loading`,
    );
  });

  it('every baseline links to a story of its file', () => {
    const ids = storyIds();
    const dead: string[] = [];
    const folders = readdirSync('stories/__screenshots__');
    for (const folder of folders) {
      for (const picture of readdirSync(path.join('stories/__screenshots__', folder))) {
        const link = storyLink(folder, picture.replace(/-chromium\.png$/, ''));
        const id = link?.slice(catalogue.length);
        if (!id || !ids.get(folder)?.has(id)) dead.push(`${folder}/${picture} → ${link}`);
      }
    }
    expect(folders.length).toBeGreaterThan(0);
    expect(dead).toEqual([]);
  });
});
