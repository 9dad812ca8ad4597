"""Logical form to decision tree, dialog state and Z3 checks.

>>> from reasoner import compile_rule, decide
>>> decide("You can claim if you're 16 or over.", "Can I claim?", scenario="I am 40.").answer
'Yes'
"""

from reasoner.compile import CompiledRule, compile_rule
from reasoner.dialog import decide, warm_up
from reasoner.verdict import Finding, Verdict

__all__ = ["CompiledRule", "Finding", "Verdict", "compile_rule", "decide", "warm_up"]
