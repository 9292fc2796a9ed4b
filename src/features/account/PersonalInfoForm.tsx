import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { $userInfo } from '../../lib/session/auth.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { genders, modifyUserInfoInput, type UserInfo, userInfo } from '../../schemas/user.ts';

/** Nickname, gender, company and landline: all optional; a blank field clears it. */
export function PersonalInfoForm({ locale, user }: { locale: Locale; user: UserInfo }) {
  const t = useTranslate(locale);
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [gender, setGender] = useState<UserInfo['gender']>(user.gender);
  const [companyName, setCompanyName] = useState(user.companyName ?? '');
  const [landline, setLandline] = useState(user.landline ?? '');
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(modifyUserInfoInput, { nickname, gender, companyName, landline }, async (input) => {
      $userInfo.set(await post('user/modifyUserInfo', input, userInfo));
      showToast(t('profile.saved'), { type: 'success' });
    });
  };

  const optional = (key: Parameters<typeof t>[0]) => `${t(key)} ${t('profile.optional')}`;
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <TextField label={optional('profile.nickname')} autoComplete="nickname" error={errors.nickname} value={nickname} onChange={setNickname} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{optional('profile.gender')}</legend>
        <div className="mt-1 flex gap-4 text-sm">
          {[...genders, null].map((value) => (
            <label key={value ?? 'none'} className="flex items-center gap-1.5">
              <input type="radio" name="gender" checked={gender === value} onChange={() => setGender(value)} />
              {t(value === 'boy' ? 'profile.genderBoy' : value === 'girl' ? 'profile.genderGirl' : 'profile.genderUnset')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={optional('profile.companyName')} autoComplete="organization" error={errors.companyName} value={companyName} onChange={setCompanyName} />
      <TextField label={optional('profile.landline')} type="tel" error={errors.landline} value={landline} onChange={setLandline} />
      <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'profile.save')}</SubmitButton>
    </form>
  );
}
