import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getListUsersQueryOptions } from '../../../api/generated/endpoints/member/member.ts';
import { ComboBox } from '../../../ui/combo-box/combo-box.tsx';

const MATCHES = 10;
const PAUSE_MS = 250;

export interface MemberPickerProps {
  label: string;
  triggerLabel: string;
  /** The uid shown at first (the member of the address). */
  initial: string;
  onPick: (uid: string) => void;
  autoFocus?: boolean;
}

/**
 * A member found by what is typed (username, uid, names or email), searched on the server once typing pauses;
 * picking one hands over their uid.
 */
export function MemberPicker({ label, triggerLabel, initial, onPick, autoFocus }: MemberPickerProps) {
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    ...getListUsersQueryOptions({ q, pageSize: MATCHES }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const options =
    q === ''
      ? []
      : (found.data?.items ?? []).map((user) => ({
          id: user.uid,
          name: `${user.user_name} · ${`${user.first_name} ${user.last_name}`.trim()} (${user.uid})`,
        }));
  return (
    <ComboBox
      label={label}
      triggerLabel={triggerLabel}
      options={options}
      matched
      inputValue={text}
      onInputChange={setText}
      onSelectionChange={(key) => {
        if (key === null) return;
        onPick(String(key));
      }}
      menuTrigger="input"
      allowsEmptyCollection
      autoFocus={autoFocus}
    />
  );
}
