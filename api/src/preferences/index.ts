export { createPreferencesService, preferencesChangeSchema, type PreferencesService } from './preferences-service';
export { DEFAULT_PREFERENCES, type PlayerPreferences, type PreferencesChange, type PreferencesOwner } from './preference-store';
