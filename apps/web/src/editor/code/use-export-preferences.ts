import type { Preferences } from '@kitsmith/contract';
import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';

/** What Settings > Preferences says about exports; `undefined` until read (or when it cannot be: the defaults apply). */
export function useExportPreferences(): Pick<Preferences, 'codeStyle' | 'defaultExportFormats'> | undefined {
  const [preferences, setPreferences] = useState<Pick<Preferences, 'codeStyle' | 'defaultExportFormats'>>();
  useEffect(() => {
    let current = true;
    api.users
      .preferences()
      .then((answer) => {
        if (current) setPreferences(answer.preferences);
      })
      .catch((error: unknown) => console.warn('Export preferences unavailable: the defaults apply', error));
    return () => {
      current = false;
    };
  }, []);
  return preferences;
}
