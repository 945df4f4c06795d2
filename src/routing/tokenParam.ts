/** §2: a session token in the URL, taken by the guard and dropped from the URL it lands on. */
export const URL_TOKEN_PARAM = 'token';
