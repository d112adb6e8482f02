import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { RESOURCES, flattenResource, toI18nextResources } from './resources.js';

describe('RESOURCES', () => {
  it('holds one resource per interface language, each a different object', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(Object.values(RESOURCES)).size).toBe(LANGUAGES.length);
  });
});

describe('flattenResource', () => {
  it('maps dot paths to texts', () => {
    const texts = flattenResource(RESOURCES['en-US']);
    expect(texts.get('common.units.days')).toBe('{{count}} d');
    expect(texts.get('errors.apiError')).toBe("The action can't be completed, please try again later.");
    expect(texts.has('common.units')).toBe(false);
  });
});

describe('toI18nextResources', () => {
  it('puts every language under one translation namespace with the same texts', () => {
    const resources = toI18nextResources();
    for (const language of LANGUAGES) {
      expect(resources[language].translation).toEqual(RESOURCES[language]);
    }
  });

  it('returns fresh copies, so a consumer changing them leaves RESOURCES untouched', () => {
    const resources = toI18nextResources();
    const common = resources['en-US'].translation.common;
    if (common === undefined || typeof common === 'string') throw new Error('common is a group');
    common.cancel = 'changed';
    expect(RESOURCES['en-US'].common.cancel).toBe('Cancel');
    expect(toI18nextResources()['en-US'].translation).toEqual(RESOURCES['en-US']);
  });
});
