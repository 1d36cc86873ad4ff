/**
 * How a page says that it autosaves (useAutosaveGuard does it for the page): the SaveStatusBar shows
 * "Gespeichert" only on such pages, so a page with a form and its own "Speichern" button does not claim
 * to have saved what is typed there. The function registers a page and returns its unregistering.
 */
import { createContext } from 'react';

export const AutosavePages = createContext<() => () => void>(() => () => {});
