'use client';

import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import type { Member } from '@/lib/contract/answers';
import styles from './mention-picker.module.css';

interface MentionPickerProps {
  id: string;
  members: Member[];
  active: number;
  optionId: (index: number) => string;
  onPick: (member: Member) => void;
  onHover: (index: number) => void;
}

/**
 * The members offered for the `@name` being typed: a listbox the composer's text field controls
 * (its aria-activedescendant names the active option, focus stays in the field). A press picks
 * without taking the focus from the field.
 */
export function MentionPicker({ id, members, active, optionId, onPick, onHover }: MentionPickerProps) {
  const t = useTranslations('mentions');
  return (
    <div className={styles.anchor}>
      <ul id={id} role="listbox" aria-label={t('pickerLabel')} className={styles.list} data-testid="mention-picker">
        {members.map((member, index) => (
          <li
            key={member._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(member)}
          >
            <Avatar src={member.avatar} size={28} />
            <span className={styles.names}>
              <bdi className={styles.name}>{member.name || member.username}</bdi>
              <bdi className={styles.username}>@{member.username}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
