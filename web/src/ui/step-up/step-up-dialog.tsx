import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetSecurityOverviewQueryOptions, useStepUp } from '../../api/generated/endpoints/security/security.ts';
import type { StepUpRequest } from '../../api/generated/model/stepUpRequest.ts';
import { Button } from '../button/button.tsx';
import { ConfirmFormDialog } from '../confirm-dialog/confirm-form-dialog.tsx';
import type { FieldOfCode } from '../form/field-errors.ts';
import { FormAlert } from '../form/form.tsx';
import { useForm } from '../form/use-form.ts';
import { TextField } from '../text-field/text-field.tsx';
import { messages } from './messages.ts';

type Proof = 'password' | 'code';
const FIELD_OF_CODE: FieldOfCode<'stepUp'> = {
  PASSWORD_INVALID: 'password',
  TWO_FACTOR_INVALID: 'code',
  TWO_FACTOR_NOT_ENABLED: 'code',
};

export interface StepUpDialogProps {
  /** True once the step-up succeeded (the action is sent again), false when the user gave up. */
  onDone: (steppedUp: boolean) => void;
}

/**
 * The password, or a two-factor code for a user who has it on, before a sensitive action is sent again
 * (api/fetcher.ts asks for it). A modal dialog: the field takes the focus, errors say what was wrong.
 */
export default function StepUpDialog({ onDone }: StepUpDialogProps) {
  const intl = useIntl();
  const overview = useQuery(getGetSecurityOverviewQueryOptions());
  const [chosen, setChosen] = useState<Proof | undefined>();
  const proof: Proof = chosen ?? (overview.data?.two_factor_enabled ? 'code' : 'password');
  const stepUp = useStepUp();
  const form = useForm<{ password: string; code: string }, StepUpRequest, { data: StepUpRequest }>({
    initial: { password: '', code: '' },
    toBody: (values) =>
      proof === 'password' ? { password: values.password } : { code: values.code.replace(/\s/g, '') },
    rules: (values) =>
      (proof === 'password' ? values.password : values.code.trim())
        ? {}
        : { [proof]: intl.formatMessage(messages.required) },
    mutation: stepUp,
    fields: [proof],
    fieldOfCode: FIELD_OF_CODE,
    failure: 'alert-unmatched',
    onSuccess: () => onDone(true),
  });
  const other: Proof = proof === 'password' ? 'code' : 'password';
  return (
    <ConfirmFormDialog
      title={intl.formatMessage(messages.title)}
      confirmLabel={intl.formatMessage(messages.confirm)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      onCancel={() => onDone(false)}
      isPending={form.isPending}
      form={form}
    >
      <p>{intl.formatMessage(messages.intro)}</p>
      {form.failure && <FormAlert>{form.failure.text}</FormAlert>}
      {proof === 'password' ? (
        <TextField
          key="password"
          {...form.bind.text(['password'])}
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage(messages.password)}
          isRequired
          autoFocus
        />
      ) : (
        <TextField
          key="code"
          {...form.bind.text(['code'])}
          autoComplete="one-time-code"
          spellCheck="false"
          maxLength={17}
          label={intl.formatMessage(messages.code)}
          isRequired
          autoFocus
        />
      )}
      {overview.data?.two_factor_enabled && (
        <Button variant="secondary" onPress={() => setChosen(other)}>
          {intl.formatMessage(other === 'password' ? messages.usePassword : messages.useCode)}
        </Button>
      )}
    </ConfirmFormDialog>
  );
}
