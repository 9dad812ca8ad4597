"""rulewise: plain-English rules compiled into logic, with a caseworker's dialog.

The Python API lives in the stage packages: ``ruleparse`` (text to logical
form), ``qgen`` (conditions to questions), ``reasoner`` (``compile_rule`` and
the dialog), ``eval`` (datasets and metrics).  This package holds the CLI.
"""

__version__ = "0.1.0"
