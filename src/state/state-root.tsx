// The client-state root: one RecoilRoot for the session (rendered in wrapPageElement, so it
// persists across page changes), initialised from the build-time data so the first HTML is
// complete without JavaScript.
import React from 'react';
import { RecoilRoot, type MutableSnapshot } from 'recoil';
import { LANGUAGES, type Language } from '@/lib/routes';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import { type ChromeBuildData, useChromeBuildData } from './build-data';
import { campusesState, menusState, websiteState } from './website';
import { upcomingEventsState } from './events';

export const initializeFromBuildData = ({ set }: MutableSnapshot, data: ChromeBuildData) => {
  const events: Record<Language, ChromeBuildData['eventsFr']> = { fr: data.eventsFr, en: data.eventsEn };
  for (const language of LANGUAGES) {
    const menu = (type: string) => data.menus.nodes.find((node) => node.locale === language && node.type === type)?.body?.filter(isPresent) ?? [];
    set(websiteState(language), data.websites.nodes.find((node) => node.locale === language) ?? null);
    set(menusState(language), { navbar: menu('navbarproto'), footer: menu('footer') });
    set(campusesState(language), data.campuses.nodes.filter((campus) => campus.locale === language));
    set(upcomingEventsState({ language, campus: null }), {
      events: events[language].slice(0, MAX_STORED_EVENTS),
      source: 'build',
      refreshTried: false,
    });
  }
};

const isPresent = <T,>(value: T | null | undefined): value is T => value != null;

export const StateRoot = ({ children }: { children: React.ReactNode }) => {
  const data = useChromeBuildData();
  return <RecoilRoot initializeState={(snapshot) => initializeFromBuildData(snapshot, data)}>{children}</RecoilRoot>;
};
