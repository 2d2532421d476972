import { pictureFormats } from '../picture-formats';

test('makes every format unless told otherwise', () => {
  expect(pictureFormats(undefined)).toEqual(['auto', 'webp', 'avif']);
  expect(pictureFormats(' ')).toEqual(['auto', 'webp', 'avif']);
});

test('narrows the formats to those asked for, always keeping the original format first', () => {
  expect(pictureFormats('webp')).toEqual(['auto', 'webp']);
  expect(pictureFormats('AVIF, auto')).toEqual(['auto', 'avif']);
});

test('refuses a format it cannot make, naming it', () => {
  expect(() => pictureFormats('webp,gif')).toThrow('not gif');
});
