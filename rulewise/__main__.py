"""``python -m rulewise``: the same command line as the ``rulewise`` script."""

import sys

from rulewise.cli import main

sys.exit(main())
