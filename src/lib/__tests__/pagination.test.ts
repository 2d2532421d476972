import { paginationWindow } from '../pagination';

describe('paginationWindow', () => {
  it('lists every page of a short list', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the first, the last and two pages around the current one, with gaps between', () => {
    expect(paginationWindow(1, 834)).toEqual([1, 2, 3, 'gap', 834]);
    expect(paginationWindow(400, 834)).toEqual([1, 'gap', 398, 399, 400, 401, 402, 'gap', 834]);
    expect(paginationWindow(834, 834)).toEqual([1, 'gap', 832, 833, 834]);
  });

  it('shows a lone missing page instead of a gap', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
});
