'use client';

import { loadOnOpen } from '../ui/load-on-open';
import type { JumpToDateProps } from './jump-to-date-props';

/** The "go to a date" dialog, its code loaded on first opening like the other dialogs. */
export const JumpToDate = loadOnOpen<JumpToDateProps>(() => import('./jump-to-date-dialog').then((m) => m.JumpToDateDialog), (props) => props.open);
