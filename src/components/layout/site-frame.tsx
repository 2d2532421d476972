// wrapPageElement of the site (plugins/site-chrome): the session's client state, the page's
// language for the chrome, and the page frame of the page's layout.
import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/routes';
import type { SitePageContext } from '@/lib/page-context';
import { LanguagePreference } from '@/features/language-preference/language-preference';
import { TagManager, componentChunkNameOf } from '@/features/consent/tag-manager';
import { ConnectivityToasts } from '@/features/connectivity/connectivity-toasts';
import { PageEventsSnapshot, pageEventsOf } from '@/features/upcoming-events/page-snapshot';
import { PageFrame, type LayoutName } from './page-frame';
import { PageLanguageProvider } from '@/content/page-language';
import { SiteStateRoot } from './state-root';

type FrameContext = Partial<SitePageContext> & { layout?: LayoutName };

export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => {
  const context = (props.pageContext ?? {}) as FrameContext;
  const language = isLanguage(context.language) ? context.language : DEFAULT_LANGUAGE;
  return (
    <SiteStateRoot>
      <PageLanguageProvider value={{ language, alternates: context.alternates ?? {} }}>
        {/* Before the page frame: the consent banner comes first in the tab order. */}
        <TagManager path={props.location.pathname} language={language} componentChunkName={componentChunkNameOf(props)} />
        <PageEventsSnapshot events={pageEventsOf(props.data)}>
          <PageFrame layout={context.layout ?? 'default'} path={props.location.pathname} searchKind={context.searchKind}>
            {element}
          </PageFrame>
        </PageEventsSnapshot>
        <LanguagePreference />
        <ConnectivityToasts />
      </PageLanguageProvider>
    </SiteStateRoot>
  );
};
