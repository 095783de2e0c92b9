import {
  acceptedImage,
  avatarUrl,
  coverImageUrl,
  defaultAvatar,
  fallbackRecipeImage,
  imageSrcSet,
  recipeImageUrl,
} from '@potluck/domain';
import { describe, expect, it } from 'vitest';

const jpegBase64 = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwg';

describe('acceptedImage (SPEC §5 image filter)', () => {
  it('accepts image data URLs as they are', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(acceptedImage(png)).toBe(png);
    expect(acceptedImage('DATA:IMAGE/JPEG;base64,abcd')).toBe('DATA:IMAGE/JPEG;base64,abcd');
  });

  it('rejects data URLs that are not images', () => {
    expect(acceptedImage('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(acceptedImage('data:,hello')).toBeNull();
  });

  it('accepts http(s) and relative URLs whose path ends in an image extension, any case', () => {
    for (const url of [
      'https://img.example.com/recipes/716429-556x370.jpg',
      'http://example.com/a.JPEG',
      'https://example.com/a.png?width=300',
      'https://example.com/a.gif#top',
      'https://example.com/a.bmp?x=1#y',
      '/media/3f2a.webp',
      '/cover1.JPG',
      'images/cake.Webp',
    ]) {
      expect(acceptedImage(url), url).toBe(url);
    }
  });

  it('rejects URLs whose path has no image extension, even when the query has one', () => {
    expect(acceptedImage('https://example.com/image?format=jpg')).toBeNull();
    expect(acceptedImage('https://example.com/a.jpg/view')).toBeNull();
    expect(acceptedImage('https://example.com/a.svg')).toBeNull();
    expect(acceptedImage('https://example.com/jpg')).toBeNull();
  });

  it('rejects other schemes', () => {
    expect(acceptedImage('javascript:alert(1)//a.jpg')).toBeNull();
    expect(acceptedImage('ftp://example.com/a.jpg')).toBeNull();
    expect(acceptedImage('file:///etc/a.png')).toBeNull();
  });

  it('treats bare base64 as jpeg, without line breaks', () => {
    expect(acceptedImage(jpegBase64)).toBe(`data:image/jpeg;base64,${jpegBase64}`);
    const wrapped = `${jpegBase64.slice(0, 40)}\n${jpegBase64.slice(40)}`;
    expect(acceptedImage(wrapped)).toBe(`data:image/jpeg;base64,${jpegBase64}`);
  });

  it('rejects blanks, non-strings and short words that only look like base64', () => {
    expect(acceptedImage('')).toBeNull();
    expect(acceptedImage('   ')).toBeNull();
    expect(acceptedImage(undefined)).toBeNull();
    expect(acceptedImage(42)).toBeNull();
    expect(acceptedImage('cake')).toBeNull();
    expect(acceptedImage('not an image at all')).toBeNull();
    // 24 letters once the spaces were gone: still a sentence, not base64.
    expect(acceptedImage('this is not a photo of cakes ok')).toBeNull();
  });

  it('trims surrounding whitespace', () => {
    expect(acceptedImage('  /media/a.png ')).toBe('/media/a.png');
  });
});

describe('image fallbacks', () => {
  it('shows the fallback recipe image or the default avatar when the image is not accepted', () => {
    expect(fallbackRecipeImage).toBe('/fallback-recipe.webp');
    expect(defaultAvatar).toBe('/user.png');
    expect(recipeImageUrl(null)).toBe(fallbackRecipeImage);
    expect(recipeImageUrl('https://x.org/a.png')).toBe('https://x.org/a.png');
    expect(avatarUrl('')).toBe(defaultAvatar);
    expect(avatarUrl(jpegBase64)).toBe(`data:image/jpeg;base64,${jpegBase64}`);
  });
});

describe('coverImageUrl', () => {
  it('serves covers from the site root, cover1.JPG when missing or unknown', () => {
    expect(coverImageUrl('cover7.JPG')).toBe('/cover7.JPG');
    expect(coverImageUrl()).toBe('/cover1.JPG');
    expect(coverImageUrl(null)).toBe('/cover1.JPG');
    expect(coverImageUrl('../secret.JPG')).toBe('/cover1.JPG');
  });
});

describe('imageSrcSet', () => {
  const hash = 'ab'.repeat(32);
  it('offers the widths the server makes of stored and catalogue pictures', () => {
    expect(imageSrcSet(`/media/${hash}.webp`)).toBe(
      `/media/w320/${hash}.webp 320w, /media/w640/${hash}.webp 640w, /media/w960/${hash}.webp 960w`,
    );
    expect(imageSrcSet('http://127.0.0.1:3000/catalogue-images/1001.webp')).toContain(
      'http://127.0.0.1:3000/catalogue-images/w640/1001.webp 640w',
    );
  });

  it('offers nothing for pictures the server cannot resize', () => {
    for (const other of [fallbackRecipeImage, 'https://example.com/a.jpg', 'data:image/png;base64,AAAA']) {
      expect(imageSrcSet(other)).toBeUndefined();
    }
  });
});
