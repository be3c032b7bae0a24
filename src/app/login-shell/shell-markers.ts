/** Marks the static login in index.html (see render-shell.tsx). */
export const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell'
