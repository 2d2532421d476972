/**
 * How many items a row for `count` items at most `most` a row, the rows as even as the count
 * allows: seven at most four a row make four and three, six make two rows of three (not four and
 * two), five make three and two.
 */
export const evenRowLength = (count: number, most: number) => Math.ceil(count / Math.ceil(count / most));
