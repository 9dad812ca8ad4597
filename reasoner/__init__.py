"""Logical form to decision tree, dialog state and Z3 checks."""
