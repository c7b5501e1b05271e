import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateProfile, useUploadProfilePhoto } from '../../api/generated/endpoints/profile/profile.ts';
import type { User } from '../../api/generated/model/user.ts';
import { countriesIn } from '../../i18n/countries.ts';
import { muted, panel, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { ComboBox } from '../../ui/combo-box/combo-box.tsx';
import { FileField } from '../../ui/file-field/file-field.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { Form, FormAlert } from '../../ui/form/form.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { showSuccessToast } from '../../ui/toast/toast.ts';
import { edit, fields } from './messages.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import * as styles from './profile.css.ts';

const FIELDS = ['first_name', 'last_name', 'tel', 'country'] as const;

interface Values {
  first_name: string;
  last_name: string;
  tel: string | null;
  country: string;
}

/** setting/profile/edit: the fields a member may change, then their photo. */
export function ProfileEditPage({ user }: { user: User }) {
  return (
    <div className={styles.page}>
      <ProfileFields user={user} />
      <PhotoSection user={user} />
    </div>
  );
}

function ProfileFields({ user }: { user: User }) {
  const intl = useIntl();
  const [country, setCountry] = useState<string>(user.country);
  const { formRef, errors, clearError, failure, submit, isPending } = useForm({
    schema: () => import('../../api/generated/zod/profile/profile.zod.ts').then((module) => module.UpdateProfileBody),
    mutation: useUpdateProfile(),
    describe: (_issue, _value, path) => intl.formatMessage(path === 'tel' ? edit.telInvalid : edit.required),
    fields: FIELDS,
    failure: 'alert-unmatched',
    successText: () => intl.formatMessage(edit.saved),
  });
  const countries = useMemo(
    () => countriesIn(intl.locale).map(({ code, name }) => ({ id: code, name })),
    [intl.locale],
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    void submit({
      first_name: text('first_name'),
      last_name: text('last_name'),
      tel: text('tel') || null,
      country,
    } satisfies Values);
  };
  const field = (name: (typeof FIELDS)[number]) => ({ name, onChange: () => clearError(name) });

  return (
    <section className={panel} aria-labelledby="profile-fields-title">
      <h2 id="profile-fields-title" className={sectionTitle}>
        {intl.formatMessage(edit.fieldsTitle)}
      </h2>
      <p className={muted}>{intl.formatMessage(edit.readOnly)}</p>
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors} className={stack}>
        {failure && <FormAlert>{failure.text}</FormAlert>}
        <TextField
          {...field('first_name')}
          label={intl.formatMessage(fields.firstName)}
          defaultValue={user.first_name}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          {...field('last_name')}
          label={intl.formatMessage(fields.lastName)}
          defaultValue={user.last_name}
          autoComplete="family-name"
          isRequired
        />
        <TextField
          {...field('tel')}
          type="tel"
          label={intl.formatMessage(fields.tel)}
          defaultValue={user.tel ?? ''}
          autoComplete="tel"
          placeholder="+33612345678"
        />
        <p className={muted}>{intl.formatMessage(edit.telHint)}</p>
        <ComboBox
          name="country"
          label={intl.formatMessage(fields.country)}
          triggerLabel={intl.formatMessage(edit.countryShowAll)}
          options={countries}
          selectedKey={country}
          onSelectionChange={(key) => {
            if (key !== null) setCountry(String(key));
            clearError('country');
          }}
          isRequired
        />
        <div>
          <Button type="submit" isPending={isPending}>
            {intl.formatMessage(edit.save)}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function PhotoSection({ user }: { user: User }) {
  const intl = useIntl();
  const upload = useUploadProfilePhoto();
  return (
    <section className={panel} aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title" className={sectionTitle}>
        {intl.formatMessage(edit.photoTitle)}
      </h2>
      <ProfilePhoto user={user} />
      <FileField
        label={intl.formatMessage(edit.photoLabel)}
        description={intl.formatMessage(edit.photoHint)}
        accept="image/png,image/jpeg,image/webp"
        submitLabel={intl.formatMessage(edit.photoSend)}
        isPending={upload.isPending}
        errorMessage={upload.error ? errorText(intl, upload.error) : null}
        onSubmit={(file) =>
          upload.mutate(
            { data: { file } },
            {
              onSuccess: () => showSuccessToast(intl.formatMessage(edit.photoSaved)),
            },
          )
        }
      />
    </section>
  );
}
