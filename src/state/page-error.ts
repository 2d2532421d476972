// An error that replaces the page content (spec: "Error (page)"): any page or feature may report
// one; the page frame shows the error page instead of the page until the next page.
import { atom, useRecoilState } from 'recoil';

export interface PageError {
  statusCode: number;
  customMessage?: string;
}

const pageErrorState = atom<PageError | null>({ key: 'core/pageError', default: null });

export const usePageError = () => useRecoilState(pageErrorState);
