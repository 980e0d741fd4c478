// The entry point of calls for other screens: `const { startCall } = useCall()`.
export { useCall, type CallContextValue, type StartCallOptions } from './call-provider';
