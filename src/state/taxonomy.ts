// State area "taxonomy": the course dictionary in use (version 0.1.0) and the keys already
// reported missing, so each is logged once.
import { atom, useRecoilValue } from 'recoil';
import { DICTIONARY_VERSION } from '@/lib/constants';

const taxonomyState = atom<{ version: string }>({ key: 'taxonomy/dictionary', default: { version: DICTIONARY_VERSION } });

export const useTaxonomyVersion = () => useRecoilValue(taxonomyState).version;
