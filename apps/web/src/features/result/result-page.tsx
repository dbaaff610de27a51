import { Navigate, useLocation } from 'react-router';
import { ResultScreen } from './result-screen.tsx';
import { resolveResultSession } from './result-session.ts';

/**
 * spec §2 /result. Without id_device, device_number, url_device_detail or value_type_device (in the
 * navigation state or the stored session of this tab) the installer goes back to /installation.
 */
export function ResultPage() {
  const location = useLocation();
  const session = resolveResultSession(location.state, location.key);
  if (!session) return <Navigate to="/installation" replace />;
  return <ResultScreen session={session} />;
}
