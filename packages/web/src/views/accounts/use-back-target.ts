import { useLocation } from 'react-router-dom';
import { backPlaceOf, backTargetOf, type BackPlace } from '../../stores/accounts/back-target.js';

/** Where the editor returns (?back=, the history state, else the account settings) and its name. */
export const useBackTarget = (): { readonly target: string; readonly place: BackPlace } => {
  const location = useLocation();
  const target = backTargetOf(location.search, location.state);
  return { target, place: backPlaceOf(target) };
};
