import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/fetcher.ts';
import type { ErrorCode } from '../../api/generated/error-codes.ts';
import { actions, facts, panel, sectionTitle } from '../../styles/layout.css.ts';
import { Button } from '../button/button.tsx';
import { Form } from '../form/form.tsx';
import { Link } from '../link/link.tsx';
import { errorBox, errorMessage } from '../page/page.css.ts';
import { messages } from './messages.ts';
import { TransactionPasswordFields } from './transaction-password-fields.tsx';
import type { MoneyAction } from './use-money-action.ts';

/** One figure of the review, every figure in full: its term and its value (the dd's class, e.g. a mono address). */
export interface ReviewLine {
  term: string;
  value: ReactNode;
  className?: string;
}

export interface MoneyActionFormProps {
  action: MoneyAction;
  className?: string;
  'aria-describedby'?: string;
  /** The first step: the operation's fields, and the button to the review. */
  edit?: { fields: ReactNode; reviewLabel: string };
  /** The review: its heading, what it is about, the figures, then anything it must add (a note, a warning). */
  title: string;
  note?: string;
  lines: readonly ReviewLine[];
  details?: ReactNode;
  /** Above the transaction password: what it authorises. */
  intro: string;
  submitLabel: string;
  backLabel: string;
  /** The action cannot be sent as it is (the review says why). */
  isBlocked?: boolean;
  /** The way to fix a refusal, by its code, under the alert; setting the missing transaction password is shared. */
  fixes?: Readonly<Partial<Record<ErrorCode, ReactNode>>>;
}

/** A money action's form: the edit step, the review, the transaction password (and 2FA code), and why a call failed. */
export function MoneyActionForm({
  action,
  className,
  'aria-describedby': describedBy,
  edit,
  title,
  note,
  lines,
  details,
  intro,
  submitLabel,
  backLabel,
  isBlocked,
  fixes,
}: MoneyActionFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const { step, failure, authorization, setAuthorization } = action;
  const code = failure?.error instanceof ApiError ? failure.error.code : undefined;
  const allFixes: Readonly<Partial<Record<string, ReactNode>>> = {
    TRANSACTION_PASSWORD_NOT_SET: (
      <Link to="/setting/profile/security">{intl.formatMessage(messages.setPassword)}</Link>
    ),
    ...fixes,
  };
  const fix = code !== undefined && Object.hasOwn(allFixes, code) ? allFixes[code] : undefined;

  return (
    <Form
      ref={action.formRef}
      onSubmit={action.next}
      validationErrors={action.errors}
      className={className}
      aria-describedby={describedBy}
    >
      {failure && (
        <div role="alert" className={errorBox}>
          <p className={errorMessage}>{failure.text}</p>
          {fix}
        </div>
      )}
      {step === 'edit' && edit ? (
        <>
          {edit.fields}
          <div className={actions}>
            <Button type="submit">{edit.reviewLabel}</Button>
          </div>
        </>
      ) : (
        <section className={panel} aria-labelledby={titleId}>
          <h2 id={titleId} className={sectionTitle}>
            {title}
          </h2>
          {note && <p>{note}</p>}
          <dl className={facts}>
            {lines.map(({ term, value, className: valueClass }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd className={valueClass}>{value}</dd>
              </div>
            ))}
          </dl>
          {details}
          {step === 'authorize' && (
            <TransactionPasswordFields
              intro={intro}
              password={authorization.transaction_password}
              onPasswordChange={setAuthorization('transaction_password')}
              code={
                action.needsCode
                  ? { value: authorization.two_factor_code, onChange: setAuthorization('two_factor_code') }
                  : undefined
              }
            />
          )}
          <div className={actions}>
            <Button type="submit" isDisabled={isBlocked} isPending={step === 'authorize' && action.isPending}>
              {step === 'review' ? intl.formatMessage(messages.confirm) : submitLabel}
            </Button>
            <Button variant="secondary" onPress={action.back} isDisabled={action.isPending}>
              {backLabel}
            </Button>
          </div>
        </section>
      )}
    </Form>
  );
}
