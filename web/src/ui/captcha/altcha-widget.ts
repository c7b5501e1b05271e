/**
 * The altcha web component, loaded on first use only (its own chunk): most visitors of a sign-in never see it.
 * The `external` build keeps its stylesheet and its worker out of the script, so the page's CSP needs no inline
 * style and no blob: worker: the stylesheet is bundled as a file and the PBKDF2 worker is a file of our own.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/en';
import 'altcha/i18n/fr-fr';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The platform's challenges use PBKDF2/SHA-256 (platform/src/modules/captcha/altcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export const WIDGET_TAG = 'altcha-widget';
