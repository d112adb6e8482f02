import { reaction } from 'mobx';
import { useEffect } from 'react';
import { DocumentHead } from '../../../adapters/document-head.js';
import { useInjection } from '../../../di/injection.js';
import { SiteStore } from '../../../stores/site.store.js';

/** The tab's title while the screen is shown: "<screen> · <site name>"; the site name alone after. */
export const usePageTitle = (title: string): void => {
  const head = useInjection<DocumentHead>(DocumentHead);
  const site = useInjection(SiteStore);
  useEffect(() => {
    const apply = (siteName: string) => head.setTitle(siteName === '' ? title : `${title} · ${siteName}`);
    const stop = reaction(() => site.info?.siteName ?? '', apply, { fireImmediately: true });
    return () => {
      stop();
      head.setTitle(site.info?.siteName ?? '');
    };
  }, [head, site, title]);
};
