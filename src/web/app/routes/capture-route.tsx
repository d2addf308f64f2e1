import { CaptureScreen } from '../../features/till/capture-screen';

/** `/capture`: the till (the installed app's start page), for whichever business the capture goes to. */
export default function CaptureRoute() {
  return <CaptureScreen />;
}
