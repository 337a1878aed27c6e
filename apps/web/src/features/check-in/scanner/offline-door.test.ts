import { describe, expect, it } from 'vitest';
import { foldText } from './offline-door';

/** The offline search compares names as the server's search does: accents and case aside. */
describe('foldText', () => {
  it('drops accents and case, so "jurgen" finds Jürgen offline', () => {
    expect(foldText('Jürgen Müller')).toBe('jurgen muller');
    expect(foldText('ZOË Łukasz Søren Đorđe')).toBe('zoe lukasz soren dorde');
    expect(foldText('Jürgen'.normalize('NFD'))).toBe('jurgen');
    expect(foldText('jürg')).toBe(foldText('JURG'));
  });
});
