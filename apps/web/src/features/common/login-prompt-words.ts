/**
 * The words of the login prompt a visitor gets on a screen they may not see (RequireLogin), by dictionary key. Plain
 * data, so the build's route-files script reads them too: the server paints the same words in the page's boot shell.
 */
export const LOGIN_PROMPT_KEYS = { title: 'settings.needLogin', text: 'me.loginHint', action: 'me.loginPrompt' } as const;
