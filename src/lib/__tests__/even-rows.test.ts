import { evenRowLength } from '../even-rows';

describe('evenRowLength', () => {
  it.each([
    [7, 4, 4],
    [6, 4, 3],
    [5, 4, 3],
    [4, 4, 4],
    [9, 4, 3],
    [2, 4, 2],
  ])('lays %i items, at most %i a row, %i a row', (count, most, length) => {
    expect(evenRowLength(count, most)).toBe(length);
  });
});
