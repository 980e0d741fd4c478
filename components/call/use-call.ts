// The entry point of calls for other screens: `const { startCall } = useCallController()`.
export { useCall, useCallController, useCallSnapshot, type CallContextValue, type StartCallOptions } from './call-context';
