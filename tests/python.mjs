// The environment the tests run python3 in: python-chess comes from
// target/python, where `scripts/setup.sh --test` installs it with
// `pip install --target` (no system-wide install, which PEP 668 refuses on
// Debian 12 and 13), before any that the machine has.
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));

/** Where setup installs the Python packages the tests use. */
export const PYTHON_PACKAGES = `${REPO}target/python`;

/** process.env with PYTHONPATH led by PYTHON_PACKAGES. */
export const PYTHON_ENV = {
  ...process.env,
  PYTHONPATH: [PYTHON_PACKAGES, process.env.PYTHONPATH].filter(Boolean).join(':'),
  PYTHONDONTWRITEBYTECODE: '1',
};
