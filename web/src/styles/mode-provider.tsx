import { createContext, use, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { applyMode, readStoredMode, storeMode, type Mode } from './mode.ts';

interface ModeState {
  mode: Mode;
  setMode: (mode: Mode) => void;
}

const ModeContext = createContext<ModeState | null>(null);

export function ModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<Mode>(readStoredMode);

  // Layout effect: the class changes in the same frame as the toggle, never one paint late.
  useLayoutEffect(() => applyMode(mode), [mode]);

  const setMode = useCallback((next: Mode) => {
    storeMode(next);
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ModeContext value={value}>{children}</ModeContext>;
}

export function useMode(): ModeState {
  const state = use(ModeContext);
  if (!state) throw new Error('useMode must be used inside <ModeProvider>');
  return state;
}
