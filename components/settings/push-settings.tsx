'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { FormMessage } from '@/components/ui/form-message';
import { BellIcon, EyeOffIcon, TrashIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';
import { currentSubscription, pushAvailability, thisDeviceSubscriptionId, type PushAvailability } from '@/lib/client/push/device';
import { usePushSubscriptions, useRemovePushSubscription, useSendTestPush, useSetDevicePush, useSetNotificationSettings } from '@/lib/client/queries/push';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { ToggleRow } from './privacy-settings';
import styles from './settings.module.css';

/**
 * Settings → Notifications: push on this device (the browser asks its permission; a refusal is
 * explained, with how to undo it), message text in pushes, a real test push through the server,
 * and the account's devices with push on, each removable.
 */
export function PushSettings() {
  const t = useTranslations('settings.push');
  const locale = useLocale();
  const feedback = useFormFeedback();
  const { data: user } = useCurrentUser();
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const [deviceOn, setDeviceOn] = useState(false);
  const devices = usePushSubscriptions();
  const setDevice = useSetDevicePush();
  const setSettings = useSetNotificationSettings();
  const sendTest = useSendTestPush();
  const remove = useRemovePushSubscription();
  const thisId = thisDeviceSubscriptionId();

  useEffect(() => {
    void currentSubscription().then((subscription) => setDeviceOn(!!subscription && !!thisDeviceSubscriptionId()));
  }, []);

  const preview = (user?.notifications as { preview?: boolean } | undefined)?.preview !== false;
  const hint = availability === 'denied' ? t('denied') : availability === 'unsupported' ? t('unsupported') : t('deviceHint');

  const toggleDevice = async (on: boolean) => {
    feedback.clear();
    try {
      const result = await setDevice.mutateAsync(on);
      setAvailability(pushAvailability());
      setDeviceOn(result === 'granted');
    } catch (error) {
      feedback.failed(error, 'settings.push.failed');
    }
  };

  const test = async () => {
    feedback.clear();
    try {
      const { sent } = await sendTest.mutateAsync();
      if (sent) feedback.succeeded(t('testSent', { count: sent }), 'settings.push.failed');
      else feedback.fail('settings.push.testNone');
    } catch (error) {
      feedback.failed(error, 'settings.push.failed');
    }
  };

  return (
    <div className={styles.form}>
      <ul className={styles.menu}>
        <ToggleRow icon={BellIcon} kind="switch" label={t('device')} hint={hint} checked={deviceOn} disabled={availability === 'unsupported' || setDevice.isPending} onChange={(on) => void toggleDevice(on)} />
        <ToggleRow
          icon={EyeOffIcon}
          kind="switch"
          label={t('preview')}
          hint={t('previewHint')}
          checked={preview}
          disabled={!user || setSettings.isPending}
          onChange={(on) => setSettings.mutate({ preview: on }, { onError: (error) => feedback.failed(error, 'settings.push.failed') })}
        />
        <li>
          <button type="button" className={styles.item} onClick={() => void test()} disabled={sendTest.isPending}>
            <span className={styles.itemIcon}>
              <BellIcon size={18} />
            </span>
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>{t('test')}</span>
            </span>
          </button>
        </li>
        <li className={styles.messageRow}>
          <FormMessage message={feedback.message} />
        </li>
      </ul>
      <h3 className={styles.intro}>{t('devices')}</h3>
      <ul className={styles.menu} aria-label={t('devices')}>
        {devices.data?.length === 0 && <li className={styles.itemHint}>{t('noDevices')}</li>}
        {devices.data?.map((device) => (
          <li key={device.id} className={styles.item} data-testid="push-device">
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>
                {device.label || '—'}
                {device.id === thisId ? ` (${t('thisDevice')})` : ''}
              </span>
              <span className={styles.itemHint}>{t('since', { date: new Date(device.createdAt).toLocaleDateString(locale) })}</span>
            </span>
            <IconButton label={t('remove', { label: device.label || '—' })} onClick={() => remove.mutate(device.id)} disabled={remove.isPending}>
              <TrashIcon size={18} />
            </IconButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
