import type { PreferencesPatch, PreferencesResponse } from '@kitsmith/client';
import { exportFormatNames } from '@kitsmith/contract';
import { EXPORT_FORMATS, type ExportFormat } from '@kitsmith/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../app/api.ts';
import { themeModes, type ThemeMode } from '../theme/theme.ts';
import { useTheme } from '../theme/use-theme.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { CodeStyleFields } from './code-style-fields.tsx';

type Preferences = PreferencesResponse['preferences'];

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; preferences: Preferences };

type SaveState = 'idle' | 'saving' | 'saved';

const themeLabels: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', auto: 'Auto (follow the system)' };

/** Appearance, default export formats and code style; every change saves at once. */
export function PreferencesSection() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>('idle');

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.users
      .preferences()
      .then(({ preferences }) => current && setState({ status: 'loaded', preferences }))
      .catch((error: unknown) => {
        console.error('Failed to load preferences', error);
        if (current) setState({ status: 'error', message: errorMessage(error, 'Failed to load your preferences') });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section className="card screen-section" id="preferences" aria-labelledby="preferences-title">
      <div className="screen-section-header">
        <h2 id="preferences-title">Preferences</h2>
        <p className="save-state" role="status">
          {saveState === 'saving' ? 'Saving...' : saveState === 'saved' ? 'All changes saved.' : ''}
        </p>
        <p className="muted">Changes save as you make them.</p>
      </div>
      {state.status === 'loading' ? <Skeleton label="Loading your preferences" lines={4} /> : null}
      {state.status === 'error' ? (
        <ErrorBanner message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.status === 'loaded' ? <PreferencesForm initial={state.preferences} onSaveState={setSaveState} /> : null}
    </section>
  );
}

function PreferencesForm({ initial, onSaveState }: { initial: Preferences; onSaveState: (state: SaveState) => void }) {
  const theme = useTheme();
  const [preferences, setPreferences] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  // Saves run one after another, in the order they were made; the last answer is the truth.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);

  /** Shows `next` at once (optimistic), then stores `patch`; a refusal reloads what is stored and says so. */
  const save = (patch: PreferencesPatch, next: Preferences) => {
    setPreferences(next);
    setFailure(null);
    onSaveState('saving');
    pending.current += 1;
    queue.current = queue.current.then(async () => {
      let failed = false;
      try {
        const { preferences: stored } = await api.users.updatePreferences(patch);
        if (pending.current === 1) setPreferences(stored);
      } catch (error) {
        failed = true;
        console.error('Failed to save preferences', error);
        setFailure(`${errorMessage(error, 'Failed to save your preferences')} The change was not saved.`);
        const stored = await api.users.preferences().catch(() => null);
        if (stored) setPreferences(stored.preferences);
      } finally {
        pending.current -= 1;
        if (pending.current === 0) onSaveState(failed ? 'idle' : 'saved');
      }
    });
  };

  const formats = new Set(preferences.defaultExportFormats ?? []);
  const toggleFormat = (format: ExportFormat) => {
    const next = EXPORT_FORMATS.filter((each) => (each === format ? !formats.has(each) : formats.has(each)));
    save({ defaultExportFormats: next }, { ...preferences, defaultExportFormats: next });
  };

  const chooseTheme = (mode: ThemeMode) => {
    theme.setMode(mode);
    save({ theme: mode }, { ...preferences, theme: mode });
  };

  return (
    <div className="preferences">
      <ErrorBanner message={failure} />
      <fieldset className="choice-group">
        <legend>Appearance</legend>
        <p className="field-hint">Applies at once on this device, and is saved with your account.</p>
        <div className="choice-list">
          {themeModes.map((mode) => (
            <label key={mode} className="choice">
              <input type="radio" name="theme" value={mode} checked={theme.mode === mode} onChange={() => chooseTheme(mode)} />
              <span>{themeLabels[mode]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>Default export formats</legend>
        <p className="field-hint">Selected for you when you export a project. With none selected, you choose each time.</p>
        <div className="choice-list">
          {EXPORT_FORMATS.map((format) => (
            <label key={format} className="choice">
              <input type="checkbox" name="defaultExportFormats" value={format} checked={formats.has(format)} onChange={() => toggleFormat(format)} />
              <span>{exportFormatNames[format].label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <CodeStyleFields
        codeStyle={preferences.codeStyle}
        onChange={(change) => save({ codeStyle: change }, { ...preferences, codeStyle: { ...preferences.codeStyle, ...change } })}
        onReset={() => {
          const { codeStyle: _dropped, ...rest } = preferences;
          save({ codeStyle: null }, rest);
        }}
      />
    </div>
  );
}
