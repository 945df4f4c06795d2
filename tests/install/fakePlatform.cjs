// Preloaded into npm (node -r) by platforms.test.ts: npm then believes it runs on INSTALL_PLATFORM
// ("os-cpu"). npm's --os/--cpu flags alone only reach its check of optional packages; the check that
// refuses a whole install (EBADPLATFORM) reads process.platform and process.arch.
const [os, cpu] = (process.env.INSTALL_PLATFORM || '').split('-');
if (os) Object.defineProperty(process, 'platform', { value: os });
if (cpu) Object.defineProperty(process, 'arch', { value: cpu });
