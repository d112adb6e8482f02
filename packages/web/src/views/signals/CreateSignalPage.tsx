import { useTranslation } from 'react-i18next';
import { MemberPage, UpcomingSection } from '../member/MemberPage.js';

const STEPS = ['method', 'info', 'image', 'server', 'install', 'token', 'symbols', 'review'] as const;

/** /create-signal: the signal creation wizard, its steps listed. */
export const CreateSignalPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('signal.wizard.title')} intro={t('web.pages.createSignal')}>
      <UpcomingSection>
        <ol className="step-list">
          {STEPS.map((step) => (
            <li key={step}>{t(`signal.wizard.steps.${step}`)}</li>
          ))}
        </ol>
      </UpcomingSection>
    </MemberPage>
  );
};
