/**
 * How many columns make rows as even as `count` items allow with at most `most` a row: fourteen
 * at most seven a row make two rows of seven, six at most four make two of three (not four and two).
 */
export const evenColumns = (count: number, most: number) => Math.ceil(count / Math.ceil(count / most));
