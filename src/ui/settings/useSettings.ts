import { $uiSettings, type UiSettings } from '../../client/uiSettings';
import { useStore } from '../root/useStore';

/** The UI settings of spec 2.8, re-rendering on every change. */
export function useSettings(): UiSettings {
  return useStore($uiSettings);
}
