import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSaveRelatedPartiesSetting } from '../../api/generated/endpoints/configuration/configuration.ts';
import type { RelatedPartiesSetting } from '../../api/generated/model/relatedPartiesSetting.ts';
import { SaveRelatedPartiesSettingBody } from '../../api/generated/zod/configuration/configuration.zod.ts';
import { PendingRequests } from '../../ui/admin-request/pending-requests.tsx';
import { Form } from '../../ui/form/form.tsx';
import { NumberField } from '../../ui/number-field/number-field.tsx';
import { relatedPartiesSettingQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { SaveButton } from './save-button.tsx';
import { useConfigurationForm, useSuccessText } from './use-configuration-form.ts';

const messages = defineMessages({
  title: {
    id: 'configuration.relatedParties.title',
    defaultMessage: 'Parties liées',
    description: 'Heading of the related-parties section of setting/transaction',
  },
  hint: {
    id: 'configuration.relatedParties.hint',
    defaultMessage:
      'Un administrateur qui a crédité un compte, lui a accordé les droits d’administrateur ou l’a réactivé ne valide pas son argent pendant ce délai.',
    description: 'What the related-parties window does',
  },
  window: {
    id: 'configuration.relatedParties.window',
    defaultMessage: 'Délai (jours)',
    description: 'Field: the related-parties window in days, 0 to 365',
  },
  save: {
    id: 'configuration.relatedParties.save',
    defaultMessage: 'Enregistrer le délai',
    description: 'Button: save the related-parties window, apart from the transaction configuration',
  },
  saved: {
    id: 'configuration.relatedParties.saved',
    defaultMessage: 'Délai des parties liées enregistré',
    description: 'Toast after saving the related-parties window',
  },
});

/**
 * The related-parties window (setting/related-parties): how long an administrator who administered an account does
 * not approve its money. A money control of its own record; shortening it waits for a second administrator.
 * It loads apart, so the page's own loader stays as it is.
 */
export function RelatedPartiesSection() {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="related-parties">
      <h2 id="related-parties" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <PendingRequests kinds={['setting.related-parties']} level={3} />
      <Suspense fallback={null}>
        <RelatedPartiesLoaded />
      </Suspense>
    </section>
  );
}

function RelatedPartiesLoaded() {
  const { data } = useSuspenseQuery(relatedPartiesSettingQueryOptions());
  return <RelatedPartiesForm initial={data} />;
}

function RelatedPartiesForm({ initial }: { initial: RelatedPartiesSetting }) {
  const intl = useIntl();
  const form = useConfigurationForm({
    initial,
    schema: SaveRelatedPartiesSettingBody,
    mutation: useSaveRelatedPartiesSetting(),
    successText: useSuccessText(messages.saved),
  });
  return (
    <Form ref={form.formRef} validationErrors={form.errors} onSubmit={form.onSubmit}>
      <p>{intl.formatMessage(messages.hint)}</p>
      <NumberField
        label={intl.formatMessage(messages.window)}
        minValue={0}
        maxValue={365}
        formatOptions={{ maximumFractionDigits: 0 }}
        {...form.bind.number(['window_days'])}
      />
      {form.leavePrompt}
      <SaveButton isSaving={form.isSaving} label={intl.formatMessage(messages.save)} />
    </Form>
  );
}
