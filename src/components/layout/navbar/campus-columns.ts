// The campus menu: campuses sorted by name, in 3 columns of at most 11.
import { CAMPUS_MENU_COLUMN_SIZE, CAMPUS_MENU_COLUMNS } from '@/lib/constants';
import { byNameIn } from '@/lib/intl';

export const campusColumns = <T extends { name: string }>(campuses: readonly T[], language: string): T[][] => {
  const sorted = [...campuses].sort(byNameIn(language)).slice(0, CAMPUS_MENU_COLUMNS * CAMPUS_MENU_COLUMN_SIZE);
  return Array.from({ length: CAMPUS_MENU_COLUMNS }, (_, column) =>
    sorted.slice(column * CAMPUS_MENU_COLUMN_SIZE, (column + 1) * CAMPUS_MENU_COLUMN_SIZE),
  ).filter((column) => column.length > 0);
};
