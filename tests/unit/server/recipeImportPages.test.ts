import { describe, expect, it } from 'vitest';
import { checkedUrl } from '../../../packages/server/src/recipeImport/pageFetcher.ts';
import { plainLines, plainText } from '../../../packages/server/src/recipeImport/plainText.ts';
import { isPublicAddress, mayConnect } from '../../../packages/server/src/recipeImport/publicAddress.ts';

// The recipe import's pure parts: which addresses are public, which URLs are acceptable, and how texts with
// markup become plain. The whole import is tested through the API in tests/api/recipeImport.test.ts.

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.31.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2002:7f00:1::1',
    'localhost',
    '',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('opens a listed host:port and nothing else', () => {
    const allow = ['127.0.0.1:4100', '[::1]:4100'];
    expect(mayConnect('127.0.0.1', '127.0.0.1', 4100, allow)).toBe(true);
    expect(mayConnect('::1', 'localhost', 4100, allow)).toBe(true);
    expect(mayConnect('127.0.0.1', '127.0.0.1', 4101, allow)).toBe(false);
    expect(mayConnect('10.0.0.1', '10.0.0.1', 4100, allow)).toBe(false);
  });
});

describe('checkedUrl', () => {
  it('reads integer, hex and short IPv4 forms as the address they are', () => {
    for (const url of ['http://2130706433/', 'http://0x7f000001/', 'http://127.1/', 'http://0177.0.0.1/']) {
      expect(checkedUrl(url).hostname).toBe('127.0.0.1');
    }
  });

  it('refuses what is not an absolute http(s) URL without credentials', () => {
    for (const url of ['recipe', '//example.com/x', 'ftp://example.com', 'http://a:b@example.com/']) {
      expect(() => checkedUrl(url)).toThrow(/^url: /);
    }
  });
});

describe('plainText and plainLines', () => {
  it('removes markup and decodes entities', () => {
    expect(plainText('<a href="/x">Butter</a> &amp; sugar&nbsp;<script>alert(1)</script>')).toBe(
      'Butter & sugar',
    );
  });

  it('splits paragraphs, list items and line breaks, or lines of plain text', () => {
    expect(plainLines('<p>One</p><p>Two<br>Three</p><ul><li>Four</li></ul>')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
    expect(plainLines('One.\n\nTwo.\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
