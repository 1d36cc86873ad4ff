/**
 * Dispatch for the sign-in screens. The typed app hooks live in src/app/hooks.ts (another area); the
 * screens only dispatch plain auth actions, so the untyped react-redux hook is enough here.
 */
import { useDispatch } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

export const useAppDispatchForAuth: () => Dispatch<UnknownAction> = useDispatch;
