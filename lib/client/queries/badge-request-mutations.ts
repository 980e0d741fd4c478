'use client';

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/client/api';
import type { BadgeRequest } from '@/lib/contract/answers';
import type { badgeRequestFieldsSchema } from '@/lib/validations/badge';

export type BadgeRequestFields = z.output<typeof badgeRequestFieldsSchema>;

/**
 * POST /badge-request (multipart): a verification request with its proof image. Only the id of
 * the chosen type is sent. Nothing the user's screens cache lists requests (the admin screen has
 * its own query client), so nothing is invalidated.
 */
export function useRequestBadge() {
  return useMutation({
    mutationFn: ({ fields, file }: { fields: BadgeRequestFields; file: File }) => {
      const body = new FormData();
      body.append('badgeType', fields.badgeType);
      if (fields.badgeType === 'user') body.append('userId', fields.userId ?? '');
      else body.append('groupId', fields.groupId ?? '');
      body.append('fullname', fields.fullname);
      body.append('email', fields.email);
      body.append('phone', fields.phone);
      body.append('file', file);
      return api<{ data: BadgeRequest }>('/badge-request', { body });
    },
  });
}
